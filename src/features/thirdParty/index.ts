/**
 * The third-party pieces (spec shell §1, §2, §3, §9): chat, analytics, customer messaging and
 * error monitoring, each off unless configured; the e-commerce events.
 */
export { ChatButton } from './ChatButton';
export { ThirdPartyStarter } from './ThirdPartyStarter';
export { thirdParty } from './thirdPartyServices';
export { addEcommerceListeners, trackChosen } from './ecommerceListeners';
