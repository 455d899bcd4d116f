/** docs/behaviour.md: shows only the plain text 'test'. */
export default function TestPerformancePage() {
  return <>test</>;
}
