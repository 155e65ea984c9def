export { default as FeedHowTo } from './FeedHowTo';
export { FeedStateText, SubscriptionStateText, whenText } from './link-state';
