import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import zlib from 'node:zlib';
import { type AuthHeader, createTestApp, type TestApp, tableSnapshot } from './helpers/app';
import { insertLesson, insertTeacher } from './helpers/lessons';
import { insertCourse, insertStudent } from './helpers/records';
import { insertRoleUsers } from './helpers/users';

/**
 * The text a PDF shows, line by line: its content streams inflated and each text operator's hex
 * glyphs decoded (the built-in Helvetica writes WinAnsi bytes).
 */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const [, data] of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = zlib.inflateSync(Buffer.from(data, 'latin1')).toString('latin1');
    } catch {
      continue; // not a compressed content stream (fonts are built in, so there are none other)
    }
    for (const [, array] of content.matchAll(/\[(.*?)\] TJ/g)) {
      const hex = [...array.matchAll(/<([0-9a-f]*)>/g)].map(([, h]) => h).join('');
      lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return lines.join('\n');
}

/** The ToUnicode maps of a PDF's embedded fonts, inflated: which characters each font's glyphs stand for. */
function toUnicodeMaps(pdf: Buffer): string {
  const maps: string[] = [];
  for (const [, data] of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      const content = zlib.inflateSync(Buffer.from(data, 'latin1')).toString('latin1');
      if (content.includes('begincmap')) maps.push(content.toLowerCase());
    } catch {
      // an uncompressed stream: not a map
    }
  }
  return maps.join('\n');
}

describe('schedule feedback', () => {
  let t: TestApp;
  let admin: AuthHeader;
  let operator: AuthHeader;
  let teacher: AuthHeader;
  let teacherId: number;
  let otherTeacherId: number;
  let courseId: number;
  let ann: number;
  let bob: number;

  const lessonOf = async (overrides: { teacherId?: number; status?: 'PLANNED' | 'CONFIRMED' } = {}) =>
    insertLesson(t.db, {
      teacherId: overrides.teacherId ?? teacherId,
      courseId,
      studentIds: [bob, ann],
      startTime: new Date('2025-11-24T16:00:00'),
      endTime: new Date('2025-11-24T17:00:00'),
      status: overrides.status ?? 'CONFIRMED',
    });
  const save = (id: number, payload: Record<string, unknown>, headers = teacher) =>
    t.inject({ method: 'PUT', url: `/api/schedules/${id}/feedback`, headers, payload });
  const read = (id: number, headers = operator) =>
    t.inject({ method: 'GET', url: `/api/schedules/${id}/feedback`, headers });
  const downloadPdf = (id: number, headers = teacher) =>
    t.inject({ method: 'GET', url: `/api/schedules/${id}/feedback/pdf`, headers });

  before(async () => {
    t = await createTestApp();
    const users = await insertRoleUsers(t.db);
    teacherId = users.ROLE_TEACHER.id;
    otherTeacherId = (await insertTeacher(t.db)).id;
    courseId = (await insertCourse(t.db, { name: 'Piano Grade 3' })).id;
    ann = (await insertStudent(t.db, { firstName: 'Ann', lastName: 'Able', studentId: 'S000101' })).id;
    bob = (await insertStudent(t.db, { firstName: 'Bob', lastName: 'Baker', studentId: 'S000102' })).id;
    admin = await t.signIn('admin');
    operator = await t.signIn('operator');
    teacher = await t.signIn('teacher');
  });
  after(() => t.close());

  test('a confirmed lesson starts Not Submitted with every booked student listed by name', async () => {
    const lesson = await lessonOf();
    const response = await read(lesson.id);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.status, 'NOT_SUBMITTED');
    assert.equal(body.classFeedback, null);
    assert.equal(body.submittedAt, null);
    assert.equal(body.lesson.courseName, 'Piano Grade 3');
    assert.deepEqual(
      body.students.map((s: { name: string; studentNumber: string; feedback: null }) => [
        s.name,
        s.studentNumber,
        s.feedback,
      ]),
      [
        ['Ann Able', 'S000101', null],
        ['Bob Baker', 'S000102', null],
      ],
    );
  });

  test('save a draft, submit, then edit after submitting', async () => {
    const lesson = await lessonOf();
    const draft = await save(lesson.id, {
      classFeedback: 'Scales in C major.',
      students: [{ studentId: ann, feedback: 'Steady tempo.' }],
      submit: false,
    });
    assert.equal(draft.statusCode, 200, draft.body);
    assert.equal(draft.json().status, 'DRAFT');
    assert.equal(draft.json().submittedAt, null);

    // Bob is left out this time: Ann's feedback from the draft stays.
    const submitted = await save(lesson.id, {
      classFeedback: 'Scales in C and G major.',
      students: [{ studentId: bob, feedback: 'Practise the left hand.' }],
      submit: true,
    });
    assert.equal(submitted.statusCode, 200, submitted.body);
    const body = (await read(lesson.id)).json();
    assert.equal(body.status, 'SUBMITTED');
    assert.ok(body.submittedAt);
    assert.equal(body.classFeedback, 'Scales in C and G major.');
    assert.deepEqual(
      body.students.map((s: { feedback: string }) => s.feedback),
      ['Steady tempo.', 'Practise the left hand.'],
    );

    // Staff may edit a submitted feedback; submitting again keeps it SUBMITTED.
    const edited = await save(lesson.id, { classFeedback: 'Scales and arpeggios.', submit: true }, admin);
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal(edited.json().status, 'SUBMITTED');
    assert.equal(edited.json().classFeedback, 'Scales and arpeggios.');
    assert.ok(edited.json().submittedAt >= body.submittedAt);
  });

  test('feedback waits for confirmation: a planned lesson is refused with 422 and nothing written', async () => {
    const lesson = await lessonOf({ status: 'PLANNED' });
    const before = await tableSnapshot(t.db);
    const response = await save(lesson.id, { classFeedback: 'Early', submit: false });
    assert.equal(response.statusCode, 422);
    assert.equal(response.json().errorMessage, 'Feedback can be written once the lesson is confirmed.');
    const pdf = await downloadPdf(lesson.id, operator);
    assert.equal(pdf.statusCode, 422);
    assert.deepEqual(await tableSnapshot(t.db), before);
  });

  test('only booked students may get feedback; submitting needs class feedback', async () => {
    const lesson = await lessonOf();
    const stranger = (await insertStudent(t.db)).id;
    const before = await tableSnapshot(t.db);
    const notBooked = await save(lesson.id, {
      classFeedback: 'Good',
      students: [{ studentId: stranger, feedback: 'Who?' }],
      submit: false,
    });
    assert.equal(notBooked.statusCode, 400);
    assert.deepEqual(notBooked.json().fieldErrors, [
      { field: 'students', message: `not booked on this lesson: ${stranger}` },
    ]);
    const empty = await save(lesson.id, { classFeedback: '  ', submit: true });
    assert.equal(empty.statusCode, 400);
    assert.deepEqual(empty.json().fieldErrors, [{ field: 'classFeedback', message: 'is required to submit' }]);
    assert.deepEqual(await tableSnapshot(t.db), before);
  });

  test("a teacher never sees or writes another teacher's lesson feedback", async () => {
    const theirs = await lessonOf({ teacherId: otherTeacherId });
    await save(theirs.id, { classFeedback: 'Private notes of another teacher', submit: true }, operator);
    const before = await tableSnapshot(t.db);
    const attempts = [
      await read(theirs.id, teacher),
      await save(theirs.id, { classFeedback: 'Overwritten', submit: true }),
      await downloadPdf(theirs.id),
    ];
    for (const response of attempts) {
      assert.equal(response.statusCode, 404, response.body);
      assert.ok(!response.body.includes('Private notes'));
    }
    assert.deepEqual(await tableSnapshot(t.db), before);
  });

  test('the PDF is a real PDF attachment with the lesson and its feedback', async () => {
    const lesson = await lessonOf();
    await save(lesson.id, {
      classFeedback: 'We played duets today.',
      students: [{ studentId: ann, feedback: 'Lovely phrasing.' }],
      submit: true,
    });
    const response = await downloadPdf(lesson.id);
    assert.equal(response.statusCode, 200, response.body.slice(0, 200));
    assert.equal(response.headers['content-type'], 'application/pdf');
    assert.equal(
      response.headers['content-disposition'],
      `attachment; filename="lesson-feedback_2025-11-24_piano-grade-3_${lesson.id}.pdf"`,
    );
    assert.equal(response.rawPayload.subarray(0, 5).toString(), '%PDF-');
    const text = pdfText(response.rawPayload);
    for (const expected of [
      'Lesson feedback',
      'Piano Grade 3',
      'Mon 2025-11-24',
      '16:00–17:00'.replace('–', '\x96'), // WinAnsi's en dash
      'We played duets today.',
      'Ann Able (S000101)',
      'Lovely phrasing.',
      'No feedback for this student.',
    ])
      assert.ok(text.includes(expected), `PDF text lacks "${expected}":\n${text}`);
    // Western text needs no font file: nothing is embedded.
    assert.ok(!response.rawPayload.toString('latin1').includes('/FontFile2'));
  });

  test('a line in another script prints in an embedded Noto font; Western lines stay Helvetica', async () => {
    const wang = (await insertStudent(t.db, { firstName: '小明', lastName: '王', studentId: 'S000103' })).id;
    const lesson = await insertLesson(t.db, {
      teacherId,
      courseId,
      studentIds: [wang],
      startTime: new Date('2025-11-25T16:00:00'),
      endTime: new Date('2025-11-25T17:00:00'),
      status: 'CONFIRMED',
    });
    await save(lesson.id, {
      classFeedback: 'Łukasz joined us today.',
      students: [{ studentId: wang, feedback: '弹得很好。Молодец!' }],
      submit: true,
    });
    const response = await downloadPdf(lesson.id);
    assert.equal(response.statusCode, 200, response.body.slice(0, 200));
    const raw = response.rawPayload.toString('latin1');
    // Subsets of the fonts (only the glyphs used), each named with pdfkit's subset prefix.
    for (const font of ['NotoSans-Regular', 'NotoSansSC-Regular', 'NotoSansSC-Bold']) {
      assert.match(raw, new RegExp(`/BaseFont /[A-Z]{6}\\+${font}\\b`), `${font} is not embedded`);
    }
    const maps = toUnicodeMaps(response.rawPayload);
    for (const char of '小明王弹得很好Ł'.concat('Молодец')) {
      const code = char.codePointAt(0)?.toString(16).padStart(4, '0') ?? '';
      assert.ok(maps.includes(`<${code}>`), `no embedded glyph stands for ${char} (U+${code})`);
    }
    // Lines in Western text stay Helvetica, as in any other feedback.
    assert.ok(pdfText(response.rawPayload).includes('Piano Grade 3'));
  });
});
