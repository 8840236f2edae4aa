/** Price of an unlock in euro (the database fixes it to the same value). */
export const UNLOCK_PRICE_EUR = 500;
