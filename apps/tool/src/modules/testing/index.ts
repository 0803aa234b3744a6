/**
 * Taking a test on the clinicians' side. This front door is the test screen every test page is
 * drawn in (./test-screen: frame, text size, blocked states; loaded with the first page). Each
 * screen has its own front door, so a page downloads only its own screen (one door for all would
 * put every screen in the first load): ./create (the home page's new-test panel), ./select-child,
 * ./screening (Dream-ITS), ./screening/report, ./screening/review, ./assessment (Dream-IT v2 and
 * the others). The parent's phone pages: ./parent.
 */
export { fontPx, rootFontSize, storedFontSize, TestBlocked, TestShell } from './test-screen';
