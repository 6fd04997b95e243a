export * from './configurationApi';
export { runtimeConfigReducer } from './runtimeConfigSlice';
