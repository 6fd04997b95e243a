/**
 * The notification on screen. Toast limit 1: a new notification replaces the current one. After
 * the API reports a 401, every notification becomes "Session Expired".
 */
import { createSlice, nanoid } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { sessionExpired } from '../../api/baseApi';
import type { NotificationRequest, ResolvedNotification } from '../../domain/notifications';
import { resolveNotification } from '../../domain/notifications';

export interface ShownNotification extends ResolvedNotification {
  id: string;
}

interface NotificationsState {
  current: ShownNotification | null;
  sessionExpired: boolean;
}

const initialState: NotificationsState = { current: null, sessionExpired: false };

const slice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    notify: {
      reducer(state, action: PayloadAction<NotificationRequest, string, { id: string }>) {
        state.current = {
          id: action.meta.id,
          ...resolveNotification(action.payload, state.sessionExpired),
        };
      },
      prepare(request: NotificationRequest) {
        return { payload: request, meta: { id: nanoid() } };
      },
    },
    dismiss(state, action: PayloadAction<string>) {
      if (state.current?.id === action.payload) state.current = null;
    },
  },
  extraReducers(builder) {
    builder.addCase(sessionExpired, (state) => {
      state.sessionExpired = true;
      state.current = {
        id: nanoid(),
        ...resolveNotification({ kind: 'warning', messageKeys: [] }, true),
      };
    });
  },
});

export const { notify, dismiss } = slice.actions;
export const notificationsReducer = slice.reducer;

export const selectCurrentNotification = (s: { notifications: NotificationsState }) =>
  s.notifications.current;
