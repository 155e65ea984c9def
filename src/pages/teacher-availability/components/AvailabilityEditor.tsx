import { Skeleton, Space } from 'antd';
import { useRef } from 'react';
import LoadFailed from '@/components/SectionLoading/LoadFailed';
import { useLoaded } from '@/components/SectionLoading/use-loaded';
import { getTeacherAvailability } from '@/services/api/teacherAvailability';
import ExceptionsCard from './ExceptionsCard';
import WeeklySlotsForm from './WeeklySlotsForm';

/** One teacher's weekly hours and date exceptions, reloaded from the server after every change. */
export default function AvailabilityEditor({ teacherId }: { teacherId: number }) {
  // Counts the answers so the weekly form restarts (its key) from what the server now holds.
  const answers = useRef(0);
  const loaded = useLoaded(async () => {
    const availability = await getTeacherAvailability({ teacherId }, { skipErrorHandler: true });
    answers.current += 1;
    return { availability, version: answers.current };
  }, teacherId);
  const availability = loaded.data?.availability;
  const version = loaded.data?.version;
  const load = loaded.reload;

  if (loaded.failed && !availability) return <LoadFailed loaded={loaded} what="the availability" />;
  if (!availability) return <Skeleton active />;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <WeeklySlotsForm key={version} teacherId={teacherId} slots={availability.slots} onSaved={load} />
      <ExceptionsCard teacherId={teacherId} exceptions={availability.exceptions} onChanged={load} />
    </Space>
  );
}
