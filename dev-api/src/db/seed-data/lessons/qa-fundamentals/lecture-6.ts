import type { SeedLesson } from '../types.ts';

/** 6. Your first test session */
export const lesson: SeedLesson = {
  title: 'Your first test session',
  body: `<h2>Exploratory testing, done with discipline</h2>
<p>Exploratory testing means designing and running tests at the same time, using what you learn from each step to choose the next one. It is not random clicking. Good exploratory testing is structured with <strong>session-based test management</strong>: a mission written down in advance, a fixed timebox, notes taken as you go and a short debrief at the end.</p>
<h2>Step 1: write a charter</h2>
<p>A charter is a one-sentence mission. A popular template is:</p>
<pre><code>Explore &lt;target&gt;
with &lt;resources&gt;
to discover &lt;information&gt;</code></pre>
<p>For a hotel booking app, a charter could be:</p>
<pre><code>Explore the date picker on the room search page
with past dates, long stays, month and year changes, and a phone in portrait mode
to discover whether guests can search for dates the hotel cannot accept</code></pre>
<p>A good charter is narrow enough to finish in one session and open enough to let you follow what you find. "Test the booking app" is too broad; "check that 12 May can be selected" is a single test case, not a charter.</p>
<h2>Step 2: set a timebox</h2>
<p>Sessions usually last 60 to 90 minutes. Close chat, tell the team you are in a session, and set a timer. If you find something outside your charter, note it as a possible new charter instead of chasing it now.</p>
<h2>Step 3: explore with heuristics</h2>
<p>Heuristics are rules of thumb that suggest what to try next. A few that find bugs in almost any app:</p>
<ul>
<li><strong>Boundaries:</strong> the first and last allowed date, a stay of one night and of the maximum length.</li>
<li><strong>Goldilocks:</strong> too small, too big, just right: zero guests, 99 guests, two guests.</li>
<li><strong>Interruptions:</strong> refresh the page, press Back, lose the network, let the session expire.</li>
<li><strong>Repetition:</strong> double-click "Book", submit the same form twice, open two tabs.</li>
<li><strong>Change the order:</strong> pick the room before the dates, edit the dates after choosing a room.</li>
</ul>
<h2>Step 4: take notes as you go</h2>
<p>Notes turn a session into evidence. Keep them short and timestamped, and separate bugs, questions and ideas:</p>
<pre><code>Charter: date picker on room search (60 min), build 3.8.1, Chrome 126, Pixel 7
10:02 Past dates are greyed out - OK
10:09 Check-out before check-in: picker swaps them silently. QUESTION: intended?
10:17 BUG: stay of 31 nights shows "0 nights" in the summary
10:26 Month change on 31 Jan jumps to 3 Mar (skips February)  -&gt; BUG
10:40 IDEA: new charter for the price calendar, prices vanish after Back
10:58 Stopped. Coverage: desktop + phone portrait, not landscape or tablet</code></pre>
<h2>Step 5: debrief</h2>
<p>Spend ten minutes with a lead or a colleague. A common structure is PROOF: <strong>P</strong>ast (what you did), <strong>R</strong>esults (bugs and questions), <strong>O</strong>bstacles (what slowed you down), <strong>O</strong>utlook (what still needs testing), <strong>F</strong>eelings (how confident you are in this area). Then turn the bugs into proper reports and the ideas into new charters.</p>
<p>Your exercise: pick any booking or sign-up form you use, write one charter, run a 45-minute session and produce notes in the format above. That is the first piece of evidence for your portfolio.</p>`,
  slides: [
    {
      heading: 'Exploratory, not random',
      points: ['Design and run tests at the same time', 'A mission, a timebox, notes', 'A debrief at the end'],
      narration: [
        'Exploratory testing means designing and running tests at once, learning from every step.',
        'Session-based test management adds structure: a written mission, a timebox, notes and a debrief.',
      ],
    },
    {
      heading: 'Write a charter',
      points: ['Explore a target', 'with resources', 'to discover information', 'Narrow enough for one session'],
      narration: [
        'A charter is a one-sentence mission: explore a target, with resources, to discover information.',
        'Make it narrow enough to finish in one session, but open enough to follow what you find.',
      ],
    },
    {
      heading: 'Heuristics to try',
      points: [
        'Boundaries and Goldilocks values',
        'Interruptions: refresh, Back, offline',
        'Repetition: double-clicks, two tabs',
        'Change the order of steps',
      ],
      narration: [
        'Heuristics are rules of thumb that suggest what to try next.',
        'Try boundaries, too small and too big values, interruptions such as refresh or Back, and double submits.',
        'Changing the order of steps finds surprising bugs in almost every app.',
      ],
    },
    {
      heading: 'Notes are evidence',
      points: ['Timestamp every entry', 'Separate bugs, questions, ideas', 'Record what you did not cover'],
      narration: [
        'Keep short, timestamped notes, and mark each entry as a bug, a question or an idea.',
        'Always record what you did not cover, so the team knows where the gaps are.',
      ],
    },
    {
      heading: 'Debrief with PROOF',
      points: ['Past and Results', 'Obstacles and Outlook', 'Feelings: how confident are you?'],
      narration: [
        'End with a short debrief: past, results, obstacles, outlook and feelings.',
        'Then turn bugs into reports and ideas into new charters for the next session.',
      ],
    },
  ],
};
