/** GraphQL documents of the communication specs (notifications, questions). */
export const QUESTION_FIELDS = `id associationId association { id name } question askedAt displayed answer answeredAt askerName askerImageUrl`;
export const NOTIFICATION_FIELDS = `id title body sentAt displayed association { id name } eventId eventName questionId question { ${QUESTION_FIELDS} }`;
export const SENT_FIELDS = `id title body sentAt eventId eventName recipientCount openedCount`;

export const SEND = `mutation($input: SendNotificationInput!) { sendNotification(input: $input) { ${SENT_FIELDS} } }`;
export const NOTIFICATIONS = `query($search: String, $first: Int, $after: String) {
  notifications(search: $search, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { ${NOTIFICATION_FIELDS} } } } }`;
export const NOTIFICATION = `query($id: Int!) { notification(id: $id) { ${NOTIFICATION_FIELDS} } }`;
export const MARK_DISPLAYED = `mutation($id: Int!) { markNotificationDisplayed(input: { notificationId: $id }) { id displayed } }`;
export const MARK_ALL_DISPLAYED = `mutation { markAllNotificationsDisplayed }`;
export const SENT = `query($a: Int!, $search: String, $first: Int, $after: String) {
  sentNotifications(associationId: $a, search: $search, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { ${SENT_FIELDS} } } } }`;
export const UNREAD = `query { unreadNotificationCount }`;

export const ASK = `mutation($a: Int!, $q: String!) { askQuestion(input: { associationId: $a, question: $q }) { ${QUESTION_FIELDS} } }`;
export const QUESTIONS = `query($a: Int!, $search: String, $first: Int, $after: String) {
  questions(associationId: $a, search: $search, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { ${QUESTION_FIELDS} } } } }`;
export const QUESTION = `query($id: Int!) { question(id: $id) { ${QUESTION_FIELDS} } }`;
export const MARK_READ = `mutation($id: Int!) { markQuestionRead(input: { questionId: $id }) { id displayed } }`;
export const ANSWER = `mutation($id: Int!, $answer: String!) { answerQuestion(input: { questionId: $id, answer: $answer }) { ${QUESTION_FIELDS} } }`;
export const COUNTERS = `query($id: Int!) { associationDashboard(id: $id) { counters { numberQuestion } } }`;

export interface Connection<T> {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: { node: T }[];
}
export interface NotificationNode {
  id: number;
  title: string;
  body: string;
  displayed: boolean;
  association: { id: number; name: string } | null;
  eventId: number | null;
  eventName: string | null;
  questionId: number | null;
  question: QuestionNode | null;
}
export interface QuestionNode {
  id: number;
  associationId: number;
  question: string;
  displayed: boolean;
  answer: string | null;
  askerName: string;
}
export interface SentNode {
  id: number;
  title: string;
  recipientCount: number;
  openedCount: number;
  eventId: number | null;
}
