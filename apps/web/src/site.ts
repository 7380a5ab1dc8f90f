/** Product-wide constants shown in the interface. */
export const PRODUCT_NAME = 'StoryVault';
export const SUPPORT_EMAIL = 'support@storyvault.app';
