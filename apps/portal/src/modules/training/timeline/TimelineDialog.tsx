/**
 * The student timeline dialog (dialog 'training/timeline'): the course's total planned days and the
 * days elapsed, the vertical timeline of nodes and activities (TimelineView), and for Island courses
 * the per-island-step results view of the feedback module. Skip asks TRAINING_TEXTS.confirmSkip
 * first, then reloads; the operation flag (yypx_operation) adds node times and inserting an
 * activity; every refusal is the server's message. After each change the student list under the
 * dialog refreshes (`changed`), so it shows the student's new state. The student's video
 * appointments open the consultation module's modal.
 */
import { TRAINING_OPERATION_MENU, TRAINING_SKIP_MENU, TRAINING_TEXTS, type IslandConfig, type TimelineNode, type TrainingActivity, type TrainingStudent } from '@portal/shared';
import { feedback, hasMenu, request, useAuth, useLanguage, type DialogComponentProps } from '@portal/ui';
import { Alert, Button, Descriptions, Flex, Modal, Spin, Tabs, Tag, type ButtonProps } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstRow, textOf } from '../../testing';
import { VideoAppointmentsModal } from '../consultation';
import { fetchStudent, skipActivity } from '../api';
import { ActivityFeedback, IslandResultsTimeline } from '../feedback';
import { InsertActivityModal } from './InsertActivityModal';
import { dayOf, localText } from './model';
import { NodeTimeModal } from './NodeTimeModal';
import { TimelineView } from './TimelineView';

type Loaded = { kind: 'loading' } | { kind: 'ready'; student: TrainingStudent } | { kind: 'failed'; message: string };
type Editing = { kind: 'times' | 'insert'; node: TimelineNode } | null;

function useStudent(id: string) {
  const { t } = useTranslation();
  const [state, setState] = useState<Loaded>({ kind: 'loading' });
  const reload = useCallback(async () => {
    try {
      setState({ kind: 'ready', student: await fetchStudent(request, id) });
    } catch (error) {
      setState({ kind: 'failed', message: error instanceof Error && error.message ? error.message : t('trainingStudents.timeline.loadFailed') });
    }
  }, [id, t]);
  useEffect(() => {
    if (id) void reload();
  }, [id, reload]);
  return { state, reload, set: (student: TrainingStudent) => setState({ kind: 'ready', student }) };
}

export function TimelineDialog({ data, changed }: DialogComponentProps) {
  const { t } = useTranslation();
  const locale = useLanguage();
  const { menuList } = useAuth();
  const row = firstRow(data);
  const { state, reload, set } = useStudent(row ? textOf(row._id) : '');
  const [editing, setEditing] = useState<Editing>(null);
  const [viewing, setViewing] = useState<TrainingActivity | null>(null);
  const [appointments, setAppointments] = useState(false);

  if (state.kind === 'failed') return <Alert type="error" showIcon title={state.message} data-testid="training-timeline-error" />;
  if (state.kind === 'loading') {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  }
  const { student } = state;
  const config = (student.timeline_info.island_config ?? null) as IslandConfig | null;
  const skip = (activity: TrainingActivity) => {
    void feedback().modal.confirm({
      title: TRAINING_TEXTS.confirmSkip[locale],
      okText: t('trainingStudents.timeline.skip'),
      okButtonProps: { danger: true, 'data-testid': 'training-skip-ok' } as ButtonProps,
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await skipActivity(request, { activity_id: activity._id, from_id: student._id, isPortalSkip: true });
          void feedback().message.success(t('trainingStudents.timeline.skipped'));
        } catch {
          // the call client showed the server's message (not running, has a result)
        }
        await reload();
        // The student list under the dialog shows the running activity and days: refresh it too.
        changed?.();
      },
    });
  };
  const saved = (next: TrainingStudent) => {
    setEditing(null);
    set(next);
    changed?.();
  };
  const timeline = (
    <TimelineView
      student={student}
      locale={locale}
      canSkipMenu={hasMenu(menuList, TRAINING_SKIP_MENU)}
      canOperate={hasMenu(menuList, TRAINING_OPERATION_MENU)}
      onSkip={skip}
      onFeedback={setViewing}
      onEditTimes={(node) => setEditing({ kind: 'times', node })}
      onInsert={(node) => setEditing({ kind: 'insert', node })}
    />
  );
  const island = student.timeline_info.operation_type === 'Island';
  return (
    <div data-testid="training-timeline" data-student-id={student._id}>
      <Descriptions
        size="small"
        column={3}
        items={[
          { key: 'child', label: t('trainingStudents.timeline.child'), children: `${student.children_name}（${student.children_code}）` },
          { key: 'course', label: t('trainingStudents.timeline.course'), children: <span>{localText(student.timeline_info.name, locale)} <Tag>{t(`trainingStudents.type.${student.timeline_info.operation_type}`)}</Tag></span> },
          { key: 'activated', label: t('trainingStudents.timeline.activated'), children: dayOf(student.activation_time, student.time_zone) },
          { key: 'total', label: t('trainingStudents.timeline.totalDays'), children: <span data-testid="training-total-days">{t('trainingStudents.timeline.days', { n: student.total_day })}</span> },
          { key: 'used', label: t('trainingStudents.timeline.usedDays'), children: <span data-testid="training-used-days">{t('trainingStudents.timeline.days', { n: student.use_time_day })}</span> },
          {
            key: 'appointments',
            label: t('trainingStudents.timeline.appointments'),
            children: (
              <Button size="small" type="link" style={{ padding: 0 }} onClick={() => setAppointments(true)} data-testid="training-appointments">
                {t('trainingStudents.timeline.viewAppointments', { n: student.video_appointments.length })}
              </Button>
            ),
          },
        ]}
      />
      {island ? (
        <Tabs
          items={[
            { key: 'timeline', label: t('trainingStudents.timeline.tabTimeline'), children: timeline },
            { key: 'islands', label: t('trainingStudents.timeline.tabIslands'), children: <IslandResultsTimeline student={student} config={config} /> },
          ]}
        />
      ) : (
        timeline
      )}
      {editing?.kind === 'times' ? <NodeTimeModal studentId={student._id} zone={student.time_zone} node={editing.node} onClose={() => setEditing(null)} onSaved={saved} /> : null}
      {editing?.kind === 'insert' ? <InsertActivityModal student={student} node={editing.node} onClose={() => setEditing(null)} onSaved={saved} /> : null}
      <Modal open={viewing !== null} width={800} footer={null} title={viewing ? localText(viewing.activity_name, locale) : ''} onCancel={() => setViewing(null)} destroyOnHidden>
        {viewing ? <ActivityFeedback student={student} activity={viewing} config={config} /> : null}
      </Modal>
      <VideoAppointmentsModal open={appointments} onClose={() => setAppointments(false)} studentsId={student._id} />
    </div>
  );
}
