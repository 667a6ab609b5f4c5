/** Where people reach us, named in the contact page, the legal documents and error messages. */
export const SUPPORT_EMAIL = 'support@roomcraft.app';
