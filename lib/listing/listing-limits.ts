/** A visitor without an account, per browser; clearing cookies makes a new visitor, so the address bounds it too. */
export const LISTING_VISITOR_PER_DAY = 3;
export const LISTING_VISITOR_IP_PER_DAY = 10;
export const LISTING_FREE_PER_MONTH = 20;
export const LISTING_SUBSCRIBER_PER_MONTH = 500;
