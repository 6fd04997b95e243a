/** Streaming decoder of the PSD/PSB composite image. */
export { decodePsd } from './decodePsd';
