/** @jest-environment ../scripts/jest/jsdom-msw-environment.cjs */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInHost } from '@qa/testing/render-probe';
import { API, lectureOf, qaFundamentals } from '../../../__tests__/fixtures';
import { resetWorld, signInAs } from '@qa/testing/page-harness';
import { startApi } from '../../../__tests__/test-helpers';
import type { Lecture } from '../../courses/public';
import { LecturePlayer } from '../components/LecturePlayer';
import { fakeTextTracks, playSpy, positionRequests } from './player-test-kit';

const server = startApi();
beforeEach(resetWorld);
const tracks = fakeTextTracks();

/** "Verification and validation": 9:42 long, with the sample captions. */
const lecture = lectureOf(qaFundamentals, 2) as Lecture;

function renderPlayer({ signedIn = true } = {}) {
  renderInHost(<LecturePlayer lecture={lecture} poster="/cover.svg" signedIn={signedIn} />, '/', 'light');
  return screen.getByLabelText<HTMLVideoElement>('Video: Verification and validation');
}

it('is a named region described by its shortcuts, with the native controls and captions on', () => {
  const video = renderPlayer();
  const region = screen.getByRole('region', { name: 'Lecture player' });
  expect(region).toHaveAccessibleDescription(/Space plays or pauses/);
  expect(video).toHaveAttribute('controls');
  expect(video).toHaveAttribute('preload', 'metadata');
  expect(video).toHaveAttribute('playsinline');
  const track = video.querySelector('track');
  expect(track).toHaveAttribute('src', `${API}/media/video/sample-lecture.vtt`);
  expect(track).toHaveAttribute('default');
});

it('sets the playback speed from its select', async () => {
  const user = userEvent.setup();
  const video = renderPlayer();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Playback speed' }), '1.5');
  expect(video.playbackRate).toBe(1.5);
  expect(video.defaultPlaybackRate).toBe(1.5);
});

it('turns captions off and on, the text track following', async () => {
  const user = userEvent.setup();
  renderPlayer();
  const captions = screen.getByRole('button', { name: 'Captions' });
  expect(captions).toHaveAttribute('aria-pressed', 'true');
  expect(tracks.modeOf()).toBe('showing');
  await user.click(captions);
  expect(captions).toHaveAttribute('aria-pressed', 'false');
  expect(tracks.modeOf()).toBe('hidden');
  await user.click(captions);
  expect(tracks.modeOf()).toBe('showing');
});

it('opens the keyboard shortcuts help', async () => {
  const user = userEvent.setup();
  renderPlayer();
  const button = screen.getByRole('button', { name: 'Keyboard shortcuts' });
  expect(screen.getByText('Play or pause')).not.toBeVisible();
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText('Play or pause')).toBeVisible();
  expect(screen.getByText('Back or forward 5 seconds')).toBeVisible();
});

describe('keyboard shortcuts in the player', () => {
  it('Space plays a paused video and pauses a playing one', async () => {
    const user = userEvent.setup();
    const play = playSpy();
    const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    const video = renderPlayer();
    video.focus();
    await user.keyboard(' ');
    expect(play).toHaveBeenCalledTimes(1);
    Object.defineProperty(video, 'paused', { configurable: true, value: false });
    await user.keyboard(' ');
    expect(pause).toHaveBeenCalledTimes(1);
  });

  it('the arrows move 5 seconds back and forward, never before the start', async () => {
    const user = userEvent.setup();
    const video = renderPlayer();
    video.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(video.currentTime).toBe(10);
    await user.keyboard('{ArrowLeft}');
    expect(video.currentTime).toBe(5);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(video.currentTime).toBe(0);
  });

  it('c turns captions off and on', async () => {
    const user = userEvent.setup();
    const video = renderPlayer();
    video.focus();
    await user.keyboard('c');
    expect(screen.getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'false');
    expect(tracks.modeOf()).toBe('hidden');
    await user.keyboard('C');
    expect(screen.getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('do nothing while the speed select has focus', async () => {
    const user = userEvent.setup();
    const video = renderPlayer();
    screen.getByRole('combobox', { name: 'Playback speed' }).focus();
    await user.keyboard('c{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'true');
    expect(video.currentTime).toBe(0);
  });
});

describe('transcript', () => {
  async function openTranscript() {
    const user = userEvent.setup();
    const video = renderPlayer();
    await user.click(screen.getByRole('button', { name: 'Transcript' }));
    const panel = screen.getByRole('region', { name: 'Transcript' });
    await within(panel).findByText('Welcome to this lecture of QA Career.');
    return { user, video, panel };
  }

  it('lists every line with its time once opened', async () => {
    const { panel } = await openTranscript();
    const lines = within(panel).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      '0:00Welcome to this lecture of QA Career.',
      '0:02Follow along, then practise on a real application.',
    ]);
  });

  it('search filters the lines, marks the match and says how many match', async () => {
    const { user, panel } = await openTranscript();
    const search = within(panel).getByLabelText('Search the transcript');
    await user.type(search, 'a');
    expect(within(panel).getByRole('status')).toHaveTextContent('2 lines match');
    await user.type(search, 'long');
    expect(within(panel).getByRole('status')).toHaveTextContent('1 line matches');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(1);
    expect(panel.querySelector('mark')).toHaveTextContent('along');
    await user.type(search, 'xyz');
    expect(within(panel).getByRole('status')).toHaveTextContent('No lines match');
  });

  it('a line seeks the video to its start and plays', async () => {
    const play = playSpy();
    const { user, video, panel } = await openTranscript();
    await user.click(within(panel).getByRole('button', { name: /Follow along/ }));
    expect(video.currentTime).toBe(2);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('Enter on a line seeks too', async () => {
    playSpy();
    const { user, video, panel } = await openTranscript();
    within(panel)
      .getByRole('button', { name: /Follow along/ })
      .focus();
    await user.keyboard('{Enter}');
    expect(video.currentTime).toBe(2);
  });

  it('marks the line being spoken as the video plays', async () => {
    const { video, panel } = await openTranscript();
    expect(within(panel).getByRole('button', { name: /Welcome/ })).toHaveAttribute('aria-current', 'true');
    video.currentTime = 3;
    fireEvent(video, new Event('timeupdate'));
    expect(within(panel).getByRole('button', { name: /Follow along/ })).toHaveAttribute('aria-current', 'true');
    expect(within(panel).getByRole('button', { name: /Welcome/ })).not.toHaveAttribute('aria-current');
  });
});

describe('resume', () => {
  it('a signed-in learner resumes where they stopped, and can start over', async () => {
    signInAs();
    const saved = positionRequests(server, 65);
    const user = userEvent.setup();
    const video = renderPlayer();
    expect(await screen.findByText('Resumed at 1:05')).toBeInTheDocument();
    expect(video.currentTime).toBe(65);
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(video.currentTime).toBe(0);
    expect(screen.queryByText(/Resumed at/)).not.toBeInTheDocument();
    await waitFor(() => expect(saved.puts).toEqual([0]));
  });

  it('a position within 5 seconds of the end starts from the beginning', async () => {
    signInAs();
    const saved = positionRequests(server, 580);
    const video = renderPlayer();
    await waitFor(() => expect(saved.gets).toBe(1));
    expect(video.currentTime).toBe(0);
    expect(screen.queryByText(/Resumed at/)).not.toBeInTheDocument();
  });

  it('saves on pause after playing, and every 10 s while playing, never the same second twice', async () => {
    signInAs();
    const saved = positionRequests(server, 0);
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const video = renderPlayer();
    await waitFor(() => expect(saved.gets).toBe(1));
    fireEvent(video, new Event('play'));
    Object.defineProperty(video, 'paused', { configurable: true, value: false });
    video.currentTime = 6;
    fireEvent(video, new Event('timeupdate'));
    now.mockReturnValue(1_010_000);
    video.currentTime = 12.4;
    fireEvent(video, new Event('timeupdate'));
    await waitFor(() => expect(saved.puts).toEqual([12]));
    fireEvent(video, new Event('pause'));
    video.currentTime = 30;
    fireEvent(video, new Event('pause'));
    await waitFor(() => expect(saved.puts).toEqual([12, 30]));
  });

  it('a failed save says nothing and leaves the video alone', async () => {
    signInAs();
    const saved = positionRequests(server, 0, 503);
    const video = renderPlayer();
    await waitFor(() => expect(saved.gets).toBe(1));
    fireEvent(video, new Event('play'));
    video.currentTime = 40;
    fireEvent(video, new Event('pause'));
    await waitFor(() => expect(saved.puts).toEqual([40]));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(video.currentTime).toBe(40);
  });

  it('an anonymous visitor’s position is neither asked for nor sent', async () => {
    const saved = positionRequests(server, 65);
    const video = renderPlayer({ signedIn: false });
    fireEvent(video, new Event('play'));
    video.currentTime = 20;
    fireEvent(video, new Event('pause'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(saved).toEqual({ gets: 0, puts: [] });
    expect(video.currentTime).toBe(20);
  });
});
