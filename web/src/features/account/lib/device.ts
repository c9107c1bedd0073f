/** What a session's user agent says about the device, for the session history. */
export interface Device {
  kind: 'desktop' | 'phone' | 'tablet';
  browser: string | null;
  os: string | null;
}

const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/YaBrowser\//, 'Yandex'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|HeadlessChrome\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/Windows NT/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** Reads the browser, system and form factor from a user agent (no library: a label is enough). */
export function readDevice(userAgent: string): Device {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  const os = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  const android = userAgent.includes('Android');
  const kind =
    /iPad|Tablet/.test(userAgent) || (android && !userAgent.includes('Mobile'))
      ? 'tablet'
      : /Mobi|iPhone|Android/.test(userAgent)
        ? 'phone'
        : 'desktop';
  return { kind, browser, os };
}
