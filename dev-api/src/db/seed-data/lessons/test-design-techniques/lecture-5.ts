import type { SeedLesson } from '../types.ts';

/** 5. State transition testing */
export const lesson: SeedLesson = {
  title: 'State transition testing',
  body: `<h2>Systems with memory</h2>
<p>Some behaviour depends not only on what you do but on what happened before. Pressing "Cancel" on a confirmed booking refunds the guest; pressing it on a completed stay should do nothing. Orders, bookings, subscriptions, support tickets and login attempts all move through <strong>states</strong> in response to <strong>events</strong>. State transition testing models those states and checks every move between them, including the moves that must be refused.</p>
<h2>The model</h2>
<p>A hotel booking in our app has six states. Here is the diagram in text form:</p>
<pre><code>[Pending payment] --payment succeeds--&gt; [Confirmed] --check in--&gt; [Checked in] --check out--&gt; [Completed]
   |     |                                  |
   |     +--guest cancels--&gt; [Cancelled] &lt;--+ guest cancels (before check-in)
   |
   +--15 minutes without payment--&gt; [Expired]</code></pre>
<p>Read it as: in state X, event E moves the booking to state Y. Some transitions have a <strong>guard</strong>, a condition that must be true, such as "before check-in", and some trigger an <strong>action</strong>, such as sending a refund.</p>
<h2>The state table shows what must not happen</h2>
<p>A diagram shows the valid moves. A state table shows every state against every event, so the invalid ones become visible too:</p>
<table>
<thead><tr><th>State \\ Event</th><th>Pay</th><th>Cancel</th><th>Check in</th><th>Check out</th><th>15 min pass</th></tr></thead>
<tbody>
<tr><td>Pending payment</td><td>Confirmed</td><td>Cancelled</td><td>&ndash;</td><td>&ndash;</td><td>Expired</td></tr>
<tr><td>Confirmed</td><td>&ndash;</td><td>Cancelled</td><td>Checked in</td><td>&ndash;</td><td>&ndash;</td></tr>
<tr><td>Checked in</td><td>&ndash;</td><td>&ndash;</td><td>&ndash;</td><td>Completed</td><td>&ndash;</td></tr>
<tr><td>Completed</td><td>&ndash;</td><td>&ndash;</td><td>&ndash;</td><td>&ndash;</td><td>&ndash;</td></tr>
<tr><td>Cancelled</td><td>&ndash;</td><td>&ndash;</td><td>&ndash;</td><td>&ndash;</td><td>&ndash;</td></tr>
<tr><td>Expired</td><td>&ndash;</td><td>&ndash;</td><td>&ndash;</td><td>&ndash;</td><td>&ndash;</td></tr>
</tbody>
</table>
<p>Every dash is a question: what happens if this event arrives anyway? "Nothing, with a clear message" is the usual right answer; a crash, a second charge or a silent state change is a bug.</p>
<h2>Designing the tests</h2>
<p>Aim first for <strong>all valid transitions</strong>: each arrow in the diagram is exercised at least once. There are six here, and four tests cover them:</p>
<pre><code>T1 Pending -&gt; pay -&gt; Confirmed -&gt; check in -&gt; Checked in -&gt; check out -&gt; Completed
T2 Pending -&gt; wait 15 min -&gt; Expired
T3 Pending -&gt; cancel -&gt; Cancelled
T4 Confirmed -&gt; cancel -&gt; Cancelled (refund follows the policy)</code></pre>
<p>Then pick the <strong>invalid transitions</strong> with the highest risk from the table:</p>
<ul>
<li>Open the payment link of an expired booking and pay. The money must not be taken, or the booking must be revived consistently.</li>
<li>Check in a cancelled booking at the front desk screen.</li>
<li>Cancel a completed stay and watch for an unexpected refund.</li>
<li>Pay twice for the same booking from two browser tabs.</li>
</ul>
<h2>Where state bugs hide</h2>
<p>The hardest bugs come from timing and from more than one actor. The payment provider confirms a payment one second after the booking expired. A guest cancels on their phone while reception checks them in. A page was opened before a state change and submitted after it. When you explore a stateful feature, use two tabs, two users and slow networks, and test exactly at the timeout: 14:59, 15:00 and 15:01 minutes.</p>
<p>The same technique works for a login with three attempts before a 15-minute lock-out, a subscription that renews, pauses and lapses, or a bug ticket moving through its Jira workflow.</p>`,
  slides: [
    {
      heading: 'Systems with memory',
      points: ['Behaviour depends on history', 'States change on events', 'Bookings, orders, logins'],
      narration: [
        'Some behaviour depends on what happened before, not only on what you do now.',
        'Bookings, orders, subscriptions and logins all move through states in response to events.',
      ],
    },
    {
      heading: 'A booking in six states',
      points: [
        'Pending, Confirmed, Checked in, Completed',
        'Cancelled and Expired',
        'Guards and actions on transitions',
      ],
      narration: [
        'Our hotel booking can be pending payment, confirmed, checked in, completed, cancelled or expired.',
        'Each arrow is an event, sometimes with a guard like before check-in, and sometimes with an action like a refund.',
      ],
    },
    {
      heading: 'The state table',
      points: ['Every state against every event', 'Each dash is a question', 'Invalid must be refused cleanly'],
      narration: [
        'A state table lists every state against every event, so the invalid moves become visible.',
        'Each empty cell asks what happens if that event arrives anyway, and a crash or second charge is a bug.',
      ],
    },
    {
      heading: 'Designing the tests',
      points: ['Cover every valid transition', 'Six transitions, four tests', 'Add the riskiest invalid ones'],
      narration: [
        'First cover every valid transition at least once; here four tests cover all six arrows.',
        'Then add the riskiest invalid transitions, such as paying for an expired booking.',
      ],
    },
    {
      heading: 'Where state bugs hide',
      points: ['Late events after a timeout', 'Two tabs, two users', 'At 14:59, 15:00 and 15:01'],
      narration: [
        'The hardest state bugs come from timing and from several people acting at once.',
        'Use two tabs, two users and slow networks, and test exactly at the timeout.',
      ],
    },
  ],
};
