import {
  buildMapLink,
  canAccess,
  countOf,
  dateInputRange,
  dayToMasked,
  firstName,
  formatBRL,
  formatDate,
  formatDayMonth,
  hasPermission,
  isDateEntryInvalid,
  isIOS,
  listaSchema,
  maskDateInput,
  parseMaskedDate,
  parseRouteId,
  paths,
  privacidadeLabels,
  resolveImageUrl,
  routeDef,
  routeTable,
  routesOfArea,
  type AuthUser,
} from './index';

const staff = (permissoes: Array<[string, string]>, su = false): AuthUser => ({
  id: 1,
  usuarioTipo: 'usuario',
  su,
  nome: 'Bruno Gestor',
  permissaoGrupo: { permissoes: permissoes.map(([modulo, permissao]) => ({ permissao: { modulo, permissao } })) },
});
const cliente: AuthUser = { id: 9, usuarioTipo: 'cliente', su: false, nome: 'Maria Silva', email: 'm@x.com', codigoCliente: 5001 };

describe('permissions (§6)', () => {
  const criar = { modulo: 'Lista de Presentes', permissao: 'Criar listas' };
  it('a cliente always fails permission checks', () => {
    expect(hasPermission(cliente, criar)).toBe(false);
    expect(hasPermission({ ...cliente, permissaoGrupo: { permissoes: [{ permissao: criar }] } }, criar)).toBe(false);
  });
  it('a super-user passes every check and guard', () => {
    expect(hasPermission(staff([], true), criar)).toBe(true);
    expect(canAccess(staff([], true), { allowedTypes: ['cliente'] })).toBe('allow');
  });
  it('a usuario passes only with the matching modulo and permissao', () => {
    expect(hasPermission(staff([['Lista de Presentes', 'Criar listas']]), criar)).toBe(true);
    expect(hasPermission(staff([['Usuario', 'Criar listas']]), criar)).toBe(false);
    expect(hasPermission(staff([['Lista de Presentes', 'Editar listas']]), criar)).toBe(false);
    expect(hasPermission(null, criar)).toBe(false);
  });
  it('guards: login for anonymous, forbidden for wrong type or missing permission', () => {
    expect(canAccess(null, routeTable.clienteDashboard)).toBe('login');
    expect(canAccess(cliente, routeTable.clienteDashboard)).toBe('allow');
    expect(canAccess(staff([['Lista de Presentes', 'Visualizar listas']]), routeTable.clienteDashboard)).toBe('forbidden');
    expect(canAccess(cliente, routeTable.staffDashboard)).toBe('forbidden');
    expect(canAccess(staff([['Lista de Presentes', 'Visualizar listas']]), routeTable.staffListCreate)).toBe('forbidden');
    expect(canAccess(null, routeDef('publicLists'))).toBe('allow');
  });
  it("the add-product and edit-variable screens need 'Editar listas' (decision 010), the kit builder 'Criar kit'", () => {
    const editor = staff([['Lista de Presentes', 'Editar listas']]);
    const kitsOnly = staff([['Lista de Presentes', 'Criar kit']]);
    for (const id of ['addProduct', 'editVariable'] as const) {
      expect(canAccess(null, routeTable[id])).toBe('login');
      expect(canAccess(cliente, routeTable[id])).toBe('forbidden');
      expect(canAccess(staff([['Lista de Presentes', 'Visualizar listas']]), routeTable[id])).toBe('forbidden');
      expect(canAccess(kitsOnly, routeTable[id])).toBe('forbidden');
      expect(canAccess(editor, routeTable[id])).toBe('allow');
    }
    expect(canAccess(kitsOnly, routeTable.kitBuilder)).toBe('allow');
    expect(canAccess(editor, routeTable.kitBuilder)).toBe('forbidden');
  });
});

describe('first name (§3)', () => {
  it.each([
    ['  Maria   da Silva ', 'Maria'],
    ['Dr. João Pedro', 'Dr'],
    ["D'Ávila Souza", "D'Ávila"],
    ['Ana-Clara Reis', 'Ana-Clara'],
    ['123 Zé', 'Zé'],
    ['', ''],
    [null, ''],
  ])('%p → %p', (input, expected) => {
    expect(firstName(input)).toBe(expected);
  });
});

describe('date input (§5)', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it('keeps digits only and formats DD/MM/AAAA, at most 10 characters', () => {
    expect(maskDateInput('1')).toBe('1');
    expect(maskDateInput('12a0')).toBe('12/0');
    expect(maskDateInput('120320')).toBe('12/03/20');
    expect(maskDateInput('12/03/20271999')).toBe('12/03/2027');
  });
  it('is valid only for a complete real date within range', () => {
    expect(parseMaskedDate('12/03/2027', true, now)).toBe('2027-03-12');
    expect(parseMaskedDate('12/03/202', true, now)).toBeNull();
    expect(parseMaskedDate('31/02/2027', true, now)).toBeNull();
    expect(parseMaskedDate('12/03/2027', false, now)).toBeNull();
    expect(parseMaskedDate('01/01/1899', true, now)).toBeNull();
    expect(parseMaskedDate('31/12/2100', true, now)).toBe('2100-12-31');
    expect(parseMaskedDate('01/01/2101', true, now)).toBeNull();
  });
  it('flags only non-empty invalid entries', () => {
    expect(isDateEntryInvalid('', true, now)).toBe(false);
    expect(isDateEntryInvalid('12/0', true, now)).toBe(true);
    expect(isDateEntryInvalid('29/02/2028', true, now)).toBe(false);
  });
  it('calendar range', () => {
    expect(dateInputRange(false, now)).toEqual({ min: '1900-01-01', max: '2026-11-21' });
    expect(dateInputRange(true, now)).toEqual({ min: '1900-01-01', max: '2100-12-31' });
    expect(dayToMasked('2027-03-12')).toBe('12/03/2027');
  });
});

describe('map links (§2, §5)', () => {
  it('uses Apple Maps on iOS and a search link elsewhere', () => {
    expect(buildMapLink({ name: 'Loja', address: 'Rua A, 1' }, true)).toBe('https://maps.apple.com/?q=Loja%2C%20Rua%20A%2C%201');
    expect(buildMapLink({ query: 'Macapá' }, false)).toBe('https://www.google.com/maps/search/?api=1&query=Macap%C3%A1');
  });
  it('fails with the spec errors', () => {
    expect(() => buildMapLink({ query: '  ' }, false)).toThrow('query vazia');
    expect(() => buildMapLink({}, false)).toThrow('Forneça name/address ou query');
    expect(() => buildMapLink({ name: ' ', address: '' }, false)).toThrow('Forneça name/address ou query');
  });
  it('detects iOS', () => {
    expect(isIOS('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true);
    expect(isIOS('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe(true);
    expect(isIOS('Mozilla/5.0 (Linux; Android 14)')).toBe(false);
  });
});

describe('images (§3)', () => {
  const assets = 'https://cdn.example.com/';
  it('prefixes relative paths, keeps absolute ones, falls back per kind', () => {
    expect(resolveImageUrl('/static/a.jpg', 'cover', assets)).toBe('https://cdn.example.com/static/a.jpg');
    expect(resolveImageUrl('static/a.jpg', 'cover', assets)).toBe('https://cdn.example.com/static/a.jpg');
    expect(resolveImageUrl('http://x.com/a.png', 'photo', assets)).toBe('http://x.com/a.png');
    expect(resolveImageUrl('HTTPS://x.com/a.png', 'photo', assets)).toBe('HTTPS://x.com/a.png');
    expect(resolveImageUrl(null, 'cover', assets)).toMatch(/cover-placeholder\.svg$/);
    expect(resolveImageUrl('  ', 'photo', assets)).toMatch(/default-user\.svg$/);
  });
});

describe('formatters (§9)', () => {
  it('BRL in pt-BR', () => {
    expect(formatBRL(5.99).replace(/\s/g, ' ')).toBe('R$ 5,99');
    expect(formatBRL(1234.5).replace(/\s/g, ' ')).toBe('R$ 1.234,50');
  });
  it('counts in the singular for exactly one', () => {
    expect(countOf(1, 'lista', 'listas')).toBe('1 lista');
    expect(countOf(0, 'lista', 'listas')).toBe('0 listas');
    expect(countOf(2, 'lista ativa', 'listas ativas')).toBe('2 listas ativas');
  });
  it('dates in UTC', () => {
    // 02:00 UTC on the 5th is still the 4th in Brazil: we show UTC, as the spec asks.
    expect(formatDate('2027-03-05T02:00:00Z')).toBe('05/03/2027');
    expect(formatDayMonth('2027-03-05T23:30:00Z')).toEqual({ day: '05', month: 'mar' });
    expect(formatDate('nope')).toBe('');
  });
});

describe('route ids (strict positive integers)', () => {
  it('takes digits only, from 1 to 2147483647', () => {
    expect(parseRouteId('7')).toBe(7);
    expect(parseRouteId('2147483647')).toBe(2147483647);
    for (const raw of ['0', '-1', '1e3', '0x10', ' 7', '7 ', '2147483648', '', undefined, '99999999999']) expect(parseRouteId(raw)).toBeNull();
  });
});

describe('entities and routes', () => {
  const base = {
    id: 1, slug: 's', titulo: 'T', categoriaId: 1, filialId: 1, dataEvento: '2027-01-01T00:00:00.000Z', status: 'ativo',
  };
  it('unknown privacy values read as privado (Privada)', () => {
    const parsed = listaSchema.parse({ ...base, privacidade: 'segredo' });
    expect(parsed.privacidade).toBe('privado');
    expect(privacidadeLabels[parsed.privacidade]).toBe('Privada');
    expect(listaSchema.parse({ ...base, privacidade: 'apenas_convidados' }).privacidade).toBe('apenas_convidados');
  });
  it('link builders and the area of each route', () => {
    expect(paths.publicList('casa mento')).toBe('/lista/casa%20mento');
    expect(paths.kitBuilder(3, 9)).toBe('/funcionario/lista/3/kit/9');
    expect(paths.shareLink('https://loja.com/', 7)).toBe('https://loja.com/share/lista/7');
    expect(routesOfArea('kits')).toEqual(['kitBuilder', 'addProduct', 'editVariable']);
    expect(paths.shareList(7)).toBe('/share/lista/7');
    expect(routeTable.shareList).toMatchObject({ path: '/share/lista/:id', area: 'public', noindex: true });
    expect(routeDef('shareList').permission ?? routeDef('shareList').allowedTypes).toBeUndefined();
    expect(routeTable.staffListCreate.permission).toEqual({ modulo: 'Lista de Presentes', permissao: 'Criar listas' });
  });
});
