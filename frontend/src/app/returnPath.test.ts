import { loginPathFor, safeNextPath } from './returnPath';

describe('safeNextPath', () => {
  it.each([
    ['/check-in/5?code=AbC-_12', '/check-in/5?code=AbC-_12'],
    ['/event/4/9', '/event/4/9'],
    ['/settings/hours#top', '/settings/hours#top'],
  ])('follows a path of the app: %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['https://evil.example/check-in/5'],
    ['//evil.example/check-in/5'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/%0d%0a//evil.example'.replace('%0d%0a', '\r\n')],
    ['javascript:alert(1)'],
    ['check-in/5'],
    ['/login?next=/login'],
  ])('ignores anything else: %s', (next) => {
    expect(safeNextPath(next)).toBeUndefined();
  });
});

describe('loginPathFor', () => {
  it('keeps the check-in address, code included', () => {
    const login = loginPathFor('/check-in/5', '?code=AbC-_12');
    expect(login).toBe('/login?next=%2Fcheck-in%2F5%3Fcode%3DAbC-_12');
    const next = new URLSearchParams(login.split('?')[1]).get('next');
    expect(safeNextPath(next)).toBe('/check-in/5?code=AbC-_12');
  });

  it("keeps an association's page, opened from an invitation (issue 31)", () => {
    expect(loginPathFor('/association/3')).toBe('/login?next=%2Fassociation%2F3');
    expect(loginPathFor('/association/3/other')).toBe('/login');
  });

  it('sends from any other screen to /login as before', () => {
    expect(loginPathFor('/settings')).toBe('/login');
    expect(loginPathFor('/', '?x=1')).toBe('/login');
  });
});
