import PDFDocument from 'pdfkit';
import { DEFAULT_DISPLAY_FORMAT, type DisplayFormat, formatTime, formatWeekdayDate } from '../../lib/display-format';
import { pdfText } from '../../lib/pdf-text';
import { localDateOf } from '../teacher-availability';
import type { ScheduleFeedback } from './schedule-feedback.schemas';

export const PDF_CONTENT_TYPE = 'application/pdf';

const STATUS_LABELS: Record<ScheduleFeedback['status'], string> = {
  NOT_SUBMITTED: 'Not Submitted',
  DRAFT: 'Draft',
  SUBMITTED: 'Submitted',
};
const ATTENDANCE_LABELS = { PRESENT: 'Present', ABSENT: 'Absent' } as const;

// Dates and times print in the server's zone, the centre's (the same as downloads and availability), written
// the screens' way (server/src/lib/display-format.ts).

/** "lesson-feedback_2025-11-24_piano-grade-3_42.pdf": sortable, and safe in a Content-Disposition header. */
export function feedbackFilename(feedback: ScheduleFeedback): string {
  const course = feedback.lesson.courseName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  const date = localDateOf(new Date(feedback.lesson.startTime));
  return `lesson-feedback_${date}_${course || 'course'}_${feedback.scheduleId}.pdf`;
}

/**
 * The feedback as a one-document PDF in the built-in Helvetica; runs of characters Helvetica lacks (a
 * Chinese name, Cyrillic or Arabic feedback) are printed in an embedded Noto font (lib/pdf-text.ts).
 */
export function renderFeedbackPdf(
  feedback: ScheduleFeedback,
  display: DisplayFormat = DEFAULT_DISPLAY_FORMAT,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Lesson feedback – ${feedback.lesson.courseName}`, Author: feedback.lesson.teacherName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const start = new Date(feedback.lesson.startTime);
  const end = new Date(feedback.lesson.endTime);
  doc.font('Helvetica-Bold').fontSize(18).text('Lesson feedback', { align: 'center' }).moveDown(1.2);
  const detail = (label: string, value: string) => {
    pdfText(doc, `${label}: `, { weight: 'bold', size: 11, continued: true });
    pdfText(doc, value, { size: 11 });
  };
  detail('Course', feedback.lesson.courseName);
  detail('Teacher', feedback.lesson.teacherName);
  detail('Date', formatWeekdayDate(start));
  detail('Time', `${formatTime(start, display.timeFormat)}–${formatTime(end, display.timeFormat)}`);
  detail('Feedback status', STATUS_LABELS[feedback.status]);

  const heading = (text: string) => doc.moveDown(1).font('Helvetica-Bold').fontSize(13).text(text).moveDown(0.3);
  const paragraph = (text: string | null, empty: string) =>
    text ? pdfText(doc, text, { size: 11 }) : doc.font('Helvetica-Oblique').fontSize(11).text(empty);

  heading('Class feedback');
  paragraph(feedback.classFeedback, 'No class feedback yet.');
  heading('Students');
  if (feedback.students.length === 0) paragraph(null, 'No students are booked on this lesson.');
  for (const student of feedback.students) {
    const attendance = student.attendance ? ` – ${ATTENDANCE_LABELS[student.attendance]}` : '';
    const line = `${student.name} (${student.studentNumber})${attendance}`;
    pdfText(doc.moveDown(0.5), line, { weight: 'bold', size: 11 });
    paragraph(student.feedback, 'No feedback for this student.');
  }
  doc.end();
  return finished;
}
