import type { SeedLesson } from '../types.ts';

/** 3. Reports and artifacts */
export const lesson: SeedLesson = {
  title: 'Reports and artifacts',
  body: `<h2>A red build nobody can read is useless</h2>
<p>When a pipeline fails, the first person to look is often a developer who has never opened your tests. Within a minute they should know which test failed, what it expected, what the page showed instead and how to see it for themselves. That is the job of reports and artifacts.</p>

<h3>Reporters for different readers</h3>
<pre><code>// playwright.config.ts
export default defineConfig({
  reporter: process.env.CI
    ? [
        ['github'],
        ['html', { open: 'never' }],
        ['junit', { outputFile: 'results/junit.xml' }],
      ]
    : [['list'], ['html']],
});</code></pre>
<ul>
<li><strong>list</strong>, <strong>line</strong> and <strong>dot</strong> print progress to the console; <code>dot</code> stays short for very large suites.</li>
<li><strong>github</strong> turns failures into annotations on the pull request, next to the test code.</li>
<li><strong>html</strong> is a browsable report with steps, errors, screenshots, videos and traces. <code>open: 'never'</code> stops it from trying to open a browser on the runner.</li>
<li><strong>junit</strong> writes the XML format that almost every CI server and test management tool can import.</li>
<li><strong>json</strong> feeds your own scripts, dashboards or chat notifications.</li>
<li><strong>blob</strong> stores the raw results of one shard so they can be merged later.</li>
</ul>

<h3>Artifacts: files that outlive the runner</h3>
<p>The runner is destroyed when the job ends, and anything not uploaded goes with it, including the screenshots of the failure. Upload the HTML report, which contains the traces:</p>
<pre><code>      - uses: actions/upload-artifact@v4
        if: \${{ !cancelled() }}
        with:
          name: e2e-report-attempt-\${{ github.run_attempt }}
          path: playwright-report/
          retention-days: 14</code></pre>
<p>The attempt number in the name keeps a re-run from clashing with the artifact of the first attempt. Choose the retention period on purpose: two weeks covers most investigations, and artifacts count against the storage quota. Traces and videos contain whatever was on screen, including test users' personal details, so treat them as internal documents.</p>

<h3>GitLab reads JUnit natively</h3>
<pre><code>ui:
  stage: e2e
  script:
    - npx playwright test
  artifacts:
    when: always
    expire_in: 2 weeks
    paths:
      - playwright-report/
    reports:
      junit: results/junit.xml</code></pre>
<p><code>when: always</code> keeps the artifacts after a failure as well; <code>reports: junit</code> adds a test summary to the merge request, listing failed tests by name.</p>

<h3>One report for a sharded run</h3>
<p>When the suite runs in four shards, each job uploads its <code>blob-report/</code> folder. A final job downloads all of them into one folder and runs <code>npx playwright merge-reports --reporter html ./all-blob-reports</code>, so readers open one report instead of hunting through four.</p>

<h3>Put the result where people look</h3>
<p>Append a few lines of Markdown to the file named by <code>$GITHUB_STEP_SUMMARY</code> and they appear on the run page: how many tests passed, failed and were flaky, and which artifact to download. The failure message inside the test matters just as much. A custom message says what was being checked:</p>
<pre><code>await expect(page.getByTestId('order-total'), 'total after the 10% discount').toHaveText('$45.00');</code></pre>
<p>The reader sees "total after the 10% discount" above the diff instead of guessing from a test id.</p>`,
  slides: [
    {
      heading: 'Reports are for other people',
      points: [
        'A developer must understand the failure',
        'What failed, what was expected, what showed',
        'Traces let them see it themselves',
      ],
      narration: [
        'When the pipeline fails, the first reader is often a developer who has never opened your tests.',
        'Within a minute they should see what failed, what was expected and what the page showed.',
      ],
    },
    {
      heading: 'Pick reporters per reader',
      points: [
        'github: annotations on the pull request',
        'html: steps, screenshots and traces',
        'junit: imported by CI and test tools',
      ],
      narration: [
        'Use several reporters at once: progress for the log, annotations on the pull request, and an HTML report.',
        'JUnit XML is the format almost every CI server and test management tool can read.',
      ],
    },
    {
      heading: 'Artifacts outlive the runner',
      points: [
        'Upload before the runner is destroyed',
        'Choose a retention period on purpose',
        'Traces may contain personal data',
      ],
      narration: [
        'The runner is deleted when the job ends, so anything you did not upload is gone.',
        'Keep artifacts for a deliberate period, and treat traces as internal, since they record everything on screen.',
      ],
    },
    {
      heading: 'GitLab and sharded runs',
      points: [
        'artifacts when: always, reports: junit',
        'Merge requests list failed tests by name',
        'merge-reports joins shard results',
      ],
      narration: [
        'In GitLab, the junit report puts a test summary with the failed test names into the merge request.',
        'For sharded runs, merge the blob reports of every shard into a single HTML report.',
      ],
    },
    {
      heading: 'Meet people where they look',
      points: ['A short summary on the run page', 'A custom message in important checks'],
      narration: [
        'Write a short summary to the run page, with the counts and the artifact to download.',
        'Add a message to important assertions so the failure says what was being checked.',
      ],
    },
  ],
};
