import { withAuthors } from '../answers';
import { defineEndpoint, endpointIdParams } from '../endpoint';
import {
  eligibleUserCountAnswer,
  eligibleUserCountBody,
  notificationRetryBody,
  notificationRow,
  notifications,
} from '../resources/notifications';

const tags = [notifications.label];

/** `POST /api/notifications/{id}/retry`: the failed tokens again (the unknown ones when asked). */
export const notificationRetryEndpoint = defineEndpoint({
  method: 'POST',
  path: '/notifications/:id/retry',
  operationId: 'postNotificationsByIdRetry',
  summary: 'Notifications retry by id',
  description:
    'Sends the notification again to its failed tokens (not the unregistered ones); with `includeUnknown`, also to the unknown ones, whose send a crash cut off: those customers may get it twice.',
  tags,
  auth: { access: notifications.access, action: 'write' },
  params: endpointIdParams,
  body: notificationRetryBody,
  answer: withAuthors(notificationRow),
});

/** `POST /api/users/eligible-user-count`: how many customers a notification's target reaches. */
export const eligibleUserCountEndpoint = defineEndpoint({
  method: 'POST',
  path: '/users/eligible-user-count',
  operationId: 'postUsersEligibleUserCount',
  summary: 'Users eligible user count',
  description:
    'Customers with a push id in the most precise place given (pincode, city, state, country), on the platform given and on the app version given or older (by their newest order with device data).',
  tags,
  auth: { access: notifications.access, action: 'read' },
  body: eligibleUserCountBody,
  answer: eligibleUserCountAnswer,
});
