/** The open side-menu panel (0 = closed). `ati` in the address bar follows it. */
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { nextPanel, PanelId } from '../../domain/panels';

interface PanelsState {
  active: PanelId;
}

const slice = createSlice({
  name: 'panels',
  initialState: { active: PanelId.Closed } as PanelsState,
  reducers: {
    /** A click on a menu item: the active panel closes, another opens. */
    panelClicked(state, action: PayloadAction<PanelId>) {
      state.active = nextPanel(state.active, action.payload);
    },
    panelOpened(state, action: PayloadAction<PanelId>) {
      state.active = action.payload;
    },
    panelClosed(state) {
      state.active = PanelId.Closed;
    },
  },
});

export const { panelClicked, panelOpened, panelClosed } = slice.actions;
export const panelsReducer = slice.reducer;
export const selectActivePanel = (s: { panels: PanelsState }) => s.panels.active;
export type { PanelsState };
