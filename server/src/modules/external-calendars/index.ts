/** The module's front door for other modules: the feed builder the family portal reuses. */
export { centreTimeZone } from './centre-zone';
export { feedLessons } from './feed-lessons';
export { buildFeed } from './ical-feed';
