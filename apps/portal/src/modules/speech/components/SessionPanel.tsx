/** One sitting: its full audio with the items' marks, then its items (and, in developer mode, the question cards). */
import type { OralOutcome, TestView } from '@portal/shared';
import { Flex } from 'antd';
import { useRef } from 'react';
import { marksOf, type ReviewSession } from '../review';
import { FullAudioPlayer, type FullAudioHandle } from './FullAudioPlayer';
import { ItemRow } from './ItemRow';
import { QuestionCards } from './QuestionCards';

export function SessionPanel({ review, test, dev, onAmend }: { review: ReviewSession; test: TestView; dev: boolean; onAmend: (outcome: OralOutcome) => void }) {
  const player = useRef<FullAudioHandle>(null);
  const { session, items } = review;
  const marks = marksOf(items, session.full_audio_duration);
  const marked = new Set(marks.map((m) => m.item.recording._id));
  const labelOf = (id: string) => String(items.findIndex((i) => i.recording._id === id) + 1);
  const code = test.test_code || test._id;
  return (
    <Flex vertical gap={12} data-testid={`speech-session-${session._id}`}>
      <FullAudioPlayer
        ref={player}
        path={session.full_audio_path}
        durationMs={session.full_audio_duration}
        marks={marks.map((m) => ({ ...m, label: labelOf(m.item.recording._id) }))}
        downloadName={`${code}-full`}
      />
      {items.map((item, i) => (
        <ItemRow
          key={item.recording._id}
          item={item}
          index={i + 1}
          testCode={code}
          onSeek={marked.has(item.recording._id) ? () => player.current?.seekAndPlay(item.recording.timestamp! / 1000) : null}
          onAmend={onAmend}
        />
      ))}
      {dev ? <QuestionCards test={test} items={items} /> : null}
    </Flex>
  );
}
