/**
 * The attribute a single product's 'Presentear' carries (./GiftCards): its gift key
 * (`item-<id>`, `giftKey`). A press on it before the app runs is answered by the gift's review
 * dialog before the app takes the page over (./answerPress, docs/decisions/048).
 */
export const GIFT_ATTRIBUTE = 'data-gift';

/** Whether `control` is a single product's 'Presentear'. */
export const isGiftPress = (control: Element): boolean => control.getAttribute(GIFT_ATTRIBUTE)?.startsWith('item-') === true;
