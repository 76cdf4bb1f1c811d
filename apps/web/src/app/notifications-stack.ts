// Its own module, so the stack's code splits from the store the app writes to (one package, one index).
export { Notifications } from '@mantine/notifications';
