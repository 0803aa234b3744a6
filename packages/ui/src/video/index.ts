/** The video transcode viewer and its calls. */
export { TranscodedPlayer, VideoTranscodeView, VideoTranscodeViewer } from './VideoTranscodeViewer';
export type { MediaPlayerKind, VideoTranscodeViewerProps } from './VideoTranscodeViewer';
export { browserVideoServices, fetchTranscodeStatus, pollTranscode, viewOf } from './transcode';
export type { PollOptions, TranscodeView, VideoServices } from './transcode';
