export { QrCodePanel } from './QrCodePanel';
