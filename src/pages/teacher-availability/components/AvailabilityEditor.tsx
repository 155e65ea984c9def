import { Alert, Skeleton, Space } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { showRequestFailure } from '@/components/FormSupport';
import { getTeacherAvailability } from '@/services/api/teacherAvailability';
import ExceptionsCard from './ExceptionsCard';
import WeeklySlotsForm from './WeeklySlotsForm';

/** One teacher's weekly hours and date exceptions, reloaded from the server after every change. */
export default function AvailabilityEditor({ teacherId }: { teacherId: number }) {
  const [availability, setAvailability] = useState<API.TeacherAvailability>();
  const [failed, setFailed] = useState(false);
  // Bumped on each reload so the weekly form restarts from what the server now holds.
  const [version, setVersion] = useState(0);

  const load = useCallback(async () => {
    try {
      setAvailability(await getTeacherAvailability({ teacherId }, { skipErrorHandler: true }));
      setFailed(false);
      setVersion((current) => current + 1);
    } catch (error) {
      setFailed(true);
      showRequestFailure('Failed to load the availability, try again', error);
    }
  }, [teacherId]);

  useEffect(() => {
    load();
  }, [load]);

  if (failed && !availability) return <Alert type="error" showIcon message="The availability could not be loaded." />;
  if (!availability) return <Skeleton active />;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <WeeklySlotsForm key={version} teacherId={teacherId} slots={availability.slots} onSaved={load} />
      <ExceptionsCard teacherId={teacherId} exceptions={availability.exceptions} onChanged={load} />
    </Space>
  );
}
