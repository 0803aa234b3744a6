/** The clinicians' page frame of the tool site: the header of the home and hand-over pages. */
export { ToolHeader } from './components/ToolHeader';
