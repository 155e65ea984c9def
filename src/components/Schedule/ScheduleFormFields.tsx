import { ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { amountFormatRule } from '@/components/Money';
import ReferenceSelect, { courseOptions, type IdOption, teacherOptions } from '@/components/ReferenceSelect';
import { currencySymbol } from '@/utils/format';
import { bookedAndMatchingStudents, COURSE_TYPE_OPTIONS, LESSON_PAYMENT_TYPE_OPTIONS } from './schedule-options';

const optionOf = (value: number, label: string): IdOption => ({ value, label });

/** Who and what: course type, course, teacher, students and where. */
export function LessonWhoFields({ lesson }: { lesson?: API.ScheduleItem }) {
  const booked = (lesson?.students ?? []).map((student) =>
    optionOf(student.studentId, `${student.name} (${student.studentNumber})`),
  );
  return (
    <>
      <ProFormSelect
        name="courseType"
        label="Course type"
        colProps={{ md: 8 }}
        options={COURSE_TYPE_OPTIONS}
        rules={[{ required: true, message: 'Please choose a course type!' }]}
      />
      <ReferenceSelect
        name="courseId"
        label="Course"
        colProps={{ md: 8 }}
        search={courseOptions}
        current={lesson && optionOf(lesson.courseId, lesson.courseName)}
        rules={[{ required: true, message: 'Please choose a course!' }]}
      />
      <ReferenceSelect
        name="teacherId"
        label="Teacher"
        colProps={{ md: 8 }}
        search={teacherOptions}
        current={lesson && optionOf(lesson.teacherId, lesson.teacherName)}
        rules={[{ required: true, message: 'Please choose a teacher!' }]}
      />
      <ProFormSelect
        name="studentIds"
        label="Students"
        colProps={{ md: 24 }}
        mode="multiple"
        showSearch
        debounceTime={300}
        request={({ keyWords }) => bookedAndMatchingStudents(booked, keyWords)}
        fieldProps={{ filterOption: false }}
        placeholder="Type to search active students"
        rules={[{ required: true, message: 'Please choose at least one student!' }]}
      />
      <ProFormText
        name="address"
        label="Address"
        colProps={{ md: 24 }}
        rules={[{ max: 200, message: 'Address must be at most 200 characters' }]}
      />
    </>
  );
}

const moneyRule = amountFormatRule('45.00');

/**
 * Price and rates. Each may be left empty: the server then takes the first student's hourly rate,
 * prices the lesson at that rate × its hours, and pays the teacher their own hourly rate.
 */
export function LessonMoneyFields() {
  const money = (name: string, label: string, whenEmpty: string) => (
    <ProFormText
      name={name}
      label={label}
      colProps={{ md: 12 }}
      fieldProps={{ prefix: currencySymbol(), inputMode: 'decimal' }}
      extra={whenEmpty}
      rules={[moneyRule]}
    />
  );
  return (
    <>
      <ProFormSelect
        name="paymentType"
        label="Payment type"
        colProps={{ md: 12 }}
        options={LESSON_PAYMENT_TYPE_OPTIONS}
        extra="Voucher: confirming the lesson charges each attending student’s balance."
        rules={[{ required: true, message: 'Please choose a payment type!' }]}
      />
      {money('price', 'Price', 'Charged to each attending student. Leave empty for hourly rate × lesson hours.')}
      {money('hourlyRate', 'Hourly rate', 'Leave empty to use the first student’s hourly rate.')}
      {money('teacherHourlyRate', 'Teacher hourly rate', 'Leave empty to use the teacher’s hourly rate.')}
      <ProFormTextArea
        name="comments"
        label="Comments"
        colProps={{ md: 24 }}
        fieldProps={{ rows: 2 }}
        rules={[{ max: 2000, message: 'Comments must be at most 2000 characters' }]}
      />
    </>
  );
}
