/**
 * Word lists the bench data is drawn from. Names are varied on purpose (a city centre's families)
 * so trigram search meets the spread of fragments real users type, not one repeated pattern.
 */

/** Splits a whitespace-separated list: keeps long lists compact and readable. */
const words = (list: string) => list.trim().split(/\s+/);

export const FIRST_NAMES = words(`
  Aarav Abigail Adam Aisha Alejandro Alice Amelia Amir Ananya Andrew Anna Arjun Ava Benjamin Bilal
  Caleb Camila Charlotte Chen Chloe Daniel David Diego Dmitri Elena Eli Elijah Emily Emma Ethan Fatima
  Felix Gabriel Grace Hana Hannah Harper Hassan Henry Hiroshi Ibrahim Isabella Isaac Ivan Jack Jacob
  James Jasmine Jia Jin Jonah Joseph Julia Kai Karan Katarzyna Kenji Layla Leah Leo Liam Lily Lucas
  Lucia Luna Maya Mateo Mei Mia Mohammed Nadia Naomi Nathan Nikhil Noah Nora Oliver Olivia Omar Owen
  Priya Quinn Rahul Rania Riya Rohan Ruby Ryan Sakura Samuel Sara Sebastian Shreya Sofia Sophie Tariq
  Thomas Valentina Victoria Wei William Xin Yara Yusuf Yuki Zara Zhang Zoe
`);

export const LAST_NAMES = words(`
  Abbasi Adeyemi Ahmed Alvarez Anderson Bailey Banerjee Becker Bennett Bianchi Brown Campbell Castillo
  Chan Chen Cheng Chowdhury Clarke Cohen Costa Das Davies Dubois Edwards Evans Fernandes Fischer
  Fraser Fujita Garcia Gill Gonzalez Gupta Haddad Hall Hashemi Hernandez Ho Huang Hughes Ibrahim
  Ivanov Jackson Jensen Johnson Kaur Khan Kim Kowalski Kumar Lam Lee Leung Li Lin Liu Lopez MacDonald
  Martin Mehta Morales Murphy Nakamura Nguyen Novak O'Brien Okafor Oliveira Park Patel Petrov Pham
  Popescu Qureshi Ramos Reddy Reyes Robinson Rossi Sato Schmidt Shah Sharma Silva Singh Smith Suzuki
  Tanaka Taylor Thompson Tran Turner Wang Watson Weber Williams Wilson Wong Wu Xu Yamamoto Yang Yilmaz
  Young Zhang Zhao Zhou
`);

export const EMAIL_DOMAINS = ['gmail.com', 'outlook.com', 'yahoo.ca', 'hotmail.com', 'icloud.com', 'rogers.com'];

/** Toronto-area codes, so phone searches by area code find realistic shares. */
export const AREA_CODES = ['416', '647', '437', '905', '289', '365'];

export const SCHOOLS = [
  'North Toronto CI',
  'Earl Haig SS',
  'Marc Garneau CI',
  'Harbord CI',
  'Bayview Glen',
  'Riverdale CI',
  'Central Tech',
  'Jarvis CI',
];

export const SUBJECTS = [
  ['MATH', 'Mathematics'],
  ['CALC', 'Calculus'],
  ['PHYS', 'Physics'],
  ['CHEM', 'Chemistry'],
  ['BIOL', 'Biology'],
  ['ENGL', 'English Writing'],
  ['FREN', 'French'],
  ['CHIN', 'Mandarin'],
  ['PROG', 'Programming'],
  ['PIAN', 'Piano'],
  ['ARTS', 'Drawing and Painting'],
  ['SATP', 'SAT Preparation'],
] as const;

export const LEVELS = ['Grade 5', 'Grade 6', 'Grade 7', 'Grade 8', 'Grade 9', 'Grade 10', 'Grade 11', 'Grade 12'];

export const TEACHER_COLOURS = words(`
  #1890ff #52c41a #fa8c16 #eb2f96 #722ed1 #13c2c2 #faad14 #f5222d #2f54eb #a0d911
`);

export const OPERATING_AREAS = [
  'Downtown',
  'North York',
  'Scarborough',
  'Etobicoke',
  'Markham',
  'Richmond Hill',
  'Online',
];

export const REFERRAL_SOURCES = [
  'School newsletter',
  'Facebook ad',
  'WeChat group',
  'Google search',
  'Community fair',
  'Flyer at library',
];

export const STUDENT_COMMENTS = [
  'Prefers afternoon lessons',
  'Preparing for provincial exams',
  'Sibling also enrolled',
  'Needs extra help with homework',
  'Parent asks for monthly progress calls',
];
