import {
  courseProgressPopupContract,
  type CourseProgressPopupProps,
  type PageExposeContract,
} from '@qa/shared/kernel/contracts/remote-contracts';
import { probePage, probeWidget } from '@qa/testing/render-probe';
import { routeById } from '@qa/shared/kernel/routing/route-table';
import { useParams } from '@qa/shared/kernel/routing/router';

const lecture = routeById('lecture');
const lectureContract: PageExposeContract = { kind: 'page', routes: [lecture] };

function GoodLecturePage() {
  const { courseSlug, lectureId } = useParams();
  return (
    <section>
      <h1>Lecture</h1>
      <p>courseSlug: {courseSlug}</p>
      <p>lectureId: {lectureId}</p>
    </section>
  );
}

function WrongParamLecturePage() {
  const { courseSlug } = useParams();
  return (
    <section>
      <h1>Lecture</h1>
      <p>courseSlug: {courseSlug}</p>
      <p>lectureId: {courseSlug}</p>
    </section>
  );
}

function WrongTitleLecturePage() {
  const { courseSlug, lectureId } = useParams();
  return <h1>{`Course ${courseSlug ?? ''} ${lectureId ?? ''}`}</h1>;
}

function ThrowingPage(): never {
  throw new Error('lectures API client missing');
}

function percentText({ courseTitle, percent }: CourseProgressPopupProps): string | null {
  if (percent === 100) return `You have completed ${courseTitle}`;
  if (percent >= 50) return `${courseTitle}: halfway`;
  if (percent >= 30) return `${courseTitle}: ${percent}%`;
  return null;
}

function GoodPopup(props: CourseProgressPopupProps) {
  const text = percentText(props);
  return text === null ? null : <div role="dialog">{text}</div>;
}

/** Shows the popup below the 30 % threshold. */
function EagerPopup(props: CourseProgressPopupProps) {
  return <div role="dialog">{percentText(props) ?? `${props.courseTitle}: ${props.percent}%`}</div>;
}

describe('probePage', () => {
  it('accepts a page that shows its title and every URL param', async () => {
    await expect(probePage('platform', './LecturePage', GoodLecturePage, lecture, lectureContract)).resolves.toEqual(
      [],
    );
  });

  it('fails a page that shows the wrong param, naming the remote, the page and the param', async () => {
    const violations = await probePage('platform', './LecturePage', WrongParamLecturePage, lecture, lectureContract);
    expect(violations).toEqual([
      '[platform] page ./LecturePage at /courses/sample-courseslug-1/lecture/sample-lectureid-2: does not show the :lectureId param "sample-lectureid-2"',
    ]);
  });

  it('fails a page whose h1 is not one of its route titles', async () => {
    const violations = await probePage('platform', './LecturePage', WrongTitleLecturePage, lecture, lectureContract);
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatch(
      /h1 is "Course sample-courseslug-1 sample-lectureid-2", expected one of \["Lecture"\]/,
    );
  });

  it('accepts an h1 matching the contract heading instead of a title', async () => {
    const contract: PageExposeContract = { ...lectureContract, heading: /^Course sample/ };
    await expect(probePage('platform', './LecturePage', WrongTitleLecturePage, lecture, contract)).resolves.toEqual([]);
  });

  it('fails a page that throws while rendering', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const violations = await probePage('platform', './LecturePage', ThrowingPage, lecture, lectureContract);
    expect(violations.join('\n')).toMatch(/threw while rendering: lectures API client missing/);
  });
});

describe('probeWidget', () => {
  it('accepts a popup that follows every prop case of the contract', () => {
    expect(probeWidget('platform', './CourseProgressPopup', GoodPopup, courseProgressPopupContract)).toEqual([]);
  });

  it('fails a popup that shows up at 10 %', () => {
    expect(probeWidget('platform', './CourseProgressPopup', EagerPopup, courseProgressPopupContract)).toEqual([
      '[platform] widget ./CourseProgressPopup with {"courseTitle":"Manual QA","percent":10}: must render nothing, rendered "Manual QA: 10%"',
    ]);
  });

  it('fails a popup that leaves out the course title', () => {
    const Untitled = (props: CourseProgressPopupProps) => <GoodPopup {...props} courseTitle="your course" />;
    const violations = probeWidget('platform', './CourseProgressPopup', Untitled, courseProgressPopupContract);
    expect(violations).toHaveLength(3);
    expect(violations[0]).toMatch(/"percent":30\}: must show .*rendered "your course: 30%"/);
  });
});
