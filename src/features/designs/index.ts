/** Saved designs (issue 19): Save, the save-design modal, the calls. */
export { SaveButton } from './SaveButton';
export { createDesignCommands, designsHost } from './designCommands';
export { useDesignOperations } from './useDesignOperations';
export { SaveDesignModal } from './SaveDesignModal';
export { designsApi } from './designsApi';
export {
  designsReducer,
  editingDesignSet,
  saveDesignOpened,
  myDesignsOpened,
  selectEditingDesign,
} from './designsSlice';
export type { EditingDesign } from './designsSlice';
export { useOpenDesign } from './useOpenDesign';
export { defaultProductWanted } from './designsEvents';
export { useLoadOpenedDesign } from './useLoadOpenedDesign';
export { MyDesignsModal } from './MyDesignsModal';
export { addDesignListFailureListener } from './designListFailure';
