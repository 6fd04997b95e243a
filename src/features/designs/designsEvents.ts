/** Actions other areas react to (src/app/listeners). */
import { createAction } from '@reduxjs/toolkit';

/** A design or cart item could not be opened: the default product opens instead. */
export const defaultProductWanted = createAction('designs/defaultProductWanted');
