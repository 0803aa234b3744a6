/**
 * Video appointments and specialist slots in the portal (issue 10 item 7). The student pages open
 * `VideoAppointmentsModal` with a `studentsId`; the slots page is the menu `training_slots`
 * (url /training/slots, see modules/page/pageComponents.tsx; loaded through the training index) and opens it for the whole institution.
 */
export { VideoAppointmentsModal, type VideoAppointmentsModalProps } from './components/VideoAppointmentsModal';
export { SpecialistSlotsPage } from './components/SpecialistSlotsPage';
