/** The product's name, shown in the UI, e-mails and plan names. */
export const PRODUCT_NAME = 'Roomcraft';
