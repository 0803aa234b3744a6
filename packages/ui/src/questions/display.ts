/**
 * Whether the questions' descriptions (how to ask each one) show. Shown unless a page says
 * otherwise: the clinician's Dream-ITS page shows them only to roles holding dream_it_s_2.
 */
import { createContext } from 'react';

export const QuestionDescriptions = createContext(true);
