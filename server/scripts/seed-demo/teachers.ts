/** The demo teachers' profiles (with an encrypted SIN, as the Teachers screen stores it) and the courses they teach. */
import type { Transaction } from '../../src/db/client';
import { courses, courseTeachers, teachers } from '../../src/db/schema';
import type { FieldCipher } from '../../src/lib/field-encryption';

type Profile = {
  login: string;
  employeeId: string;
  preferredName?: string;
  wechat?: string;
  /** Made-up numbers: nine digits, as the form requires. */
  sin: string;
  payrollContact: string;
  hourlyRate: string;
  operatingArea: string;
  advantage: string;
  disadvantage?: string;
  color: string;
};

const PROFILES: Profile[] = [
  {
    login: 'amira.haddad',
    employeeId: 'T-001',
    wechat: 'amira_teaches',
    sin: '130692544',
    payrollContact: 'Direct deposit, monthly',
    hourlyRate: '45.00',
    operatingArea: 'North York',
    advantage: 'Patient with beginners; strong in algebra',
    color: '#1890ff',
  },
  {
    login: 'daniel.wright',
    employeeId: 'T-002',
    preferredName: 'Dan',
    sin: '046454286',
    payrollContact: 'Cheque, bi-weekly',
    hourlyRate: '55.00',
    operatingArea: 'Downtown',
    advantage: 'Former lab instructor; exam preparation',
    disadvantage: 'No weekend lessons',
    color: '#52c41a',
  },
  {
    login: 'sofia.rossi',
    employeeId: 'T-003',
    sin: '527183956',
    payrollContact: 'E-transfer to sofia.rossi@demo-centre.example',
    hourlyRate: '42.50',
    operatingArea: 'Online',
    advantage: 'Essay structure and French conversation',
    color: '#eb2f96',
  },
  {
    login: 'kenji.tanaka',
    employeeId: 'T-004',
    wechat: 'kenji_math',
    sin: '219846731',
    payrollContact: 'Direct deposit, monthly',
    hourlyRate: '50.00',
    operatingArea: 'Markham',
    advantage: 'Competition mathematics',
    disadvantage: 'Fully booked on Tuesdays',
    color: '#fa8c16',
  },
  {
    login: 'wei.li',
    employeeId: 'T-005',
    wechat: 'weili_piano',
    sin: '342761985',
    payrollContact: 'Direct deposit, monthly',
    hourlyRate: '48.00',
    operatingArea: 'Richmond Hill',
    advantage: 'Piano (RCM level 8) and chemistry',
    color: '#722ed1',
  },
  {
    login: 'priya.sharma',
    employeeId: 'T-006',
    sin: '611347820',
    payrollContact: 'Cheque, monthly',
    hourlyRate: '52.00',
    operatingArea: 'Scarborough',
    advantage: 'SAT and French; bilingual lessons',
    color: '#13c2c2',
  },
];

/** [school, number, name, description, teacher logins] */
const COURSES: [string | null, string, string, string, string[]][] = [
  [
    'North Toronto CI',
    'MATH 101',
    'Grade 9 Mathematics',
    'Small-group maths following the Ontario curriculum.',
    ['amira.haddad', 'kenji.tanaka'],
  ],
  [
    'North Toronto CI',
    'MATH 201',
    'Grade 11 Functions',
    'Functions and their graphs, with weekly problem sets.',
    ['kenji.tanaka'],
  ],
  ['Earl Haig SS', 'PHYS 110', 'Grade 11 Physics', 'Mechanics and energy with lab-style exercises.', ['daniel.wright']],
  [
    'Earl Haig SS',
    'CHEM 110',
    'Grade 11 Chemistry',
    'Reactions, stoichiometry and exam practice.',
    ['daniel.wright', 'wei.li'],
  ],
  [
    'Marc Garneau CI',
    'ENGL 120',
    'English Essay Writing',
    'Structure, argument and revision of school essays.',
    ['sofia.rossi'],
  ],
  [
    'Marc Garneau CI',
    'FREN 100',
    'French for Beginners',
    'Conversation-first French for new learners.',
    ['sofia.rossi', 'priya.sharma'],
  ],
  [null, 'PIAN 100', 'Piano, Level 1', 'Private piano lessons at the centre.', ['wei.li']],
  [
    'Bayview Glen',
    'SATP 300',
    'SAT Preparation',
    'Timed practice tests and strategy for the SAT.',
    ['priya.sharma', 'amira.haddad'],
  ],
];

export type DemoCourse = { id: number; school: string | null; name: string; teacherIds: number[] };

/** Profiles for the demo teachers, then the courses with their teachers; returns the courses. */
export async function insertTeachersAndCourses(
  tx: Transaction,
  idOf: Map<string, number>,
  cipher: FieldCipher,
): Promise<DemoCourse[]> {
  await tx.insert(teachers).values(
    PROFILES.map(({ login, sin, ...profile }) => ({
      ...profile,
      userId: required(idOf, login),
      sinEncrypted: cipher.encrypt(sin),
      sinLast3: sin.slice(-3),
    })),
  );
  const rows = await tx
    .insert(courses)
    .values(COURSES.map(([school, number, name, description]) => ({ school, number, name, description })))
    .returning({ id: courses.id, school: courses.school, name: courses.name });
  const result = rows.map((row, i) => ({ ...row, teacherIds: COURSES[i][4].map((login) => required(idOf, login)) }));
  await tx
    .insert(courseTeachers)
    .values(result.flatMap((course) => course.teacherIds.map((teacherId) => ({ courseId: course.id, teacherId }))));
  return result;
}

export function required(idOf: Map<string, number>, login: string): number {
  const id = idOf.get(login);
  if (id === undefined) throw new Error(`The demo account ${login} is missing`);
  return id;
}
