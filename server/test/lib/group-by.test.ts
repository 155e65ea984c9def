import assert from 'node:assert/strict';
import { test } from 'node:test';
import { groupBy } from '../../src/lib/group-by';

test('groupBy keeps each group in the items’ order and the keys in first-seen order', () => {
  const lessons = [
    { id: 1, teacherId: 7 },
    { id: 2, teacherId: 3 },
    { id: 3, teacherId: 7 },
  ];
  const groups = groupBy(lessons, (lesson) => lesson.teacherId);
  assert.deepEqual([...groups.keys()], [7, 3]);
  assert.deepEqual(
    groups.get(7)?.map((lesson) => lesson.id),
    [1, 3],
  );
  assert.deepEqual(groupBy([], () => 1).size, 0);
});
