// Stops what global-setup.ts started, the browser's driver first, and removes its scratch folder.
export { stopAll as default } from './global-setup';
