import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { closedToast, toastVar } from '../../app/clientState';
import { formatIsoDate } from '../../app/dates';
import { romeDay } from '../../app/romeDay';
import {
  AddRegisterEntryDocument,
  CorrectRegisterEntryDocument,
  EndRegisterEntryDocument,
  InsuredVolunteersDocument,
  RegisterScreenDocument,
} from '../../gql/graphql';
import { RegisterPage } from '../../pages/Dashboard/RegisterPage';
import { FOREVER } from '../../test/associationFixtures';
import { captureDownloads, mockFetch } from '../../test/downloads';
import {
  candidate,
  registerEntry,
  registerScreenData,
  verification,
} from '../../test/registerFixtures';
import { renderWithProviders, routeStub } from '../../test/renderWithProviders';

type Mock = MockLink.MockedResponse;
type ScreenData = ReturnType<typeof registerScreenData>;

/** The screen's query, answering what `state.data` holds when it is asked (again after a write). */
function screenMock(state: { data: ScreenData }, asked: string[] = []): Mock {
  return {
    request: { query: RegisterScreenDocument, variables: { idAssociation: 2 } },
    result: () => {
      asked.push('RegisterScreen');
      return { data: state.data };
    },
    maxUsageCount: FOREVER,
  };
}

function renderRegister(mocks: Mock[]) {
  return renderWithProviders(<RegisterPage />, {
    route: '/dashboard/2/register',
    path: '/dashboard/:idAssociation/register',
    mocks,
    routes: [routeStub('/dashboard/:idAssociation/edit-association', 'Modifica associazione')],
  });
}

/** Mario's line: entered on 10/03, then his residence corrected (entry 3 supersedes entry 1). */
const mario = registerEntry(1, { supersededBy: 3 });
const lucia = registerEntry(2, {
  userId: 50,
  name: 'Lucia',
  surname: 'Bianchi',
  fiscalCode: 'BNCLCU90E60F205Z',
  section: 'OCCASIONAL',
  startDate: '2026-04-01',
  recordedByName: null,
});
const marioCorrected = registerEntry(3, {
  kind: 'CORRECTION',
  corrects: 1,
  residence: 'Via Po 2, 10100 Torino',
  recordedAt: '2026-04-02T10:00:00.000Z',
});

/** The value a line shows beside `label` (its first such fact: the current entry's). */
const fact = (line: HTMLElement, label: string) =>
  within(line).getAllByText(label, { selector: 'dt' })[0].nextElementSibling?.textContent;

const badRequest = (message: string, key: string, extensions: Record<string, unknown> = {}) => ({
  errors: [
    new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', key, ...extensions } }),
  ],
});

beforeEach(() => {
  toastVar(closedToast);
  window.localStorage.setItem('accessToken', 'token-1');
});
afterEach(() => jest.restoreAllMocks());

describe('the register of volunteers (issue 23)', () => {
  it('shows the two sections, each line with its data, number, author, hash and corrections', async () => {
    const asked: string[] = [];
    const state = {
      data: registerScreenData({
        entries: [mario, lucia, marioCorrected],
        check: verification({ entries: 3, lastHash: marioCorrected.hash }),
      }),
    };
    renderRegister([screenMock(state, asked)]);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "Registro dei volontari dell'associazione «Croce Verde»",
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Registro integro3 voci verificate: ognuna è concatenata alla precedente. Ultimo hash: 03ab34cd56ef',
    );

    const regular = screen.getByRole('region', { name: 'Volontari non occasionali' });
    const occasional = screen.getByRole('region', { name: 'Volontari occasionali' });
    const marioLine = within(regular).getByRole('listitem', { name: 'Mario Rossi' });
    expect(within(regular).getAllByRole('listitem', { name: /./ })).toHaveLength(1);
    // the current entry: the correction, marked, pointing at the entry it replaces
    expect(fact(marioLine, 'Codice fiscale')).toBe('RSSMRA85C15H501R');
    expect(fact(marioLine, 'Nascita')).toBe('Roma (RM), 15/03/1985');
    expect(fact(marioLine, 'Residenza')).toBe('Via Po 2, 10100 Torino');
    expect(fact(marioLine, 'Iscrizione')).toBe('10/03/2026');
    expect(fact(marioLine, 'Cancellazione')).toBe('—');
    expect(within(marioLine).getByText('Nel registro')).toBeInTheDocument();
    expect(within(marioLine).getByText('rettifica')).toBeInTheDocument();
    expect(marioLine).toHaveTextContent(
      'Voce n. 3 (rettifica), registrata il 02/04/2026 12:00 da Giulia Verdi · Rettifica della voce n. 1 · Hash: 03ab34cd56ef',
    );
    // the corrected entry stays readable, marked as replaced
    const earlier = within(marioLine).getByText('1 voce precedente');
    expect(earlier.closest('details')).toHaveTextContent('Sostituita dalla voce n. 3');
    expect(fact(earlier.closest('details')!, 'Residenza')).toBe('Via Roma 1, 20100 Milano');
    expect(earlier.closest('details')).toHaveTextContent(
      'Voce n. 1 (iscrizione), registrata il 10/03/2026 10:30 da Giulia Verdi',
    );

    const luciaLine = within(occasional).getByRole('listitem', { name: 'Lucia Bianchi' });
    // an author the server could not name (an account deleted since) is left out
    expect(luciaLine).toHaveTextContent(
      'Voce n. 2 (iscrizione), registrata il 10/03/2026 10:30 · Hash',
    );
    expect(
      within(luciaLine).getByRole('button', { name: 'Cancella dal registro: Lucia Bianchi' }),
    ).toBeInTheDocument();
    expect(asked).toEqual(['RegisterScreen']);
  });

  it('an empty register says so, and an ended line offers no "Cancella dal registro"', async () => {
    const state = { data: registerScreenData() };
    const { unmount } = renderRegister([screenMock(state)]);
    expect(await screen.findByText('Il registro è vuoto')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Registro integroAncora nessuna voce.');
    unmount();

    const ended = registerEntry(2, { kind: 'END', corrects: 1, endDate: '2026-03-20' });
    renderRegister([
      screenMock({
        data: registerScreenData({ entries: [registerEntry(1, { supersededBy: 2 }), ended] }),
      }),
    ]);
    const line = await screen.findByRole('listitem', { name: 'Mario Rossi' });
    expect(within(line).getByText('Fino al 20/03/2026')).toBeInTheDocument();
    expect(line).toHaveTextContent('Chiude la voce n. 1');
    expect(within(line).queryByRole('button', { name: /Cancella dal registro/ })).toBeNull();
    expect(within(line).getByRole('button', { name: 'Correggi: Mario Rossi' })).toBeInTheDocument();
  });

  it('says what is broken when the chain does not hold', async () => {
    renderRegister([
      screenMock({
        data: registerScreenData({
          entries: [mario, lucia, marioCorrected],
          check: verification({
            valid: false,
            firstBrokenEntry: 2,
            firstBrokenSequence: 2,
            reason: 'HASH',
            entries: 3,
          }),
        }),
      }),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Registro non integro dalla voce n. 2');
    expect(alert).toHaveTextContent(
      'Il contenuto della voce n. 2 è cambiato dopo la registrazione.',
    );
    expect(screen.queryByText('Registro integro')).toBeNull();
  });

  it('says when the register could not be loaded, and asks again', async () => {
    const user = userEvent.setup();
    renderRegister([
      {
        request: { query: RegisterScreenDocument, variables: { idAssociation: 2 } },
        error: new Error('offline'),
      },
      screenMock({ data: registerScreenData() }),
    ]);
    expect(
      await screen.findByText('Non è stato possibile caricare il registro.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Il registro è vuoto')).toBeInTheDocument();
  });

  describe('"Iscrivi volontario"', () => {
    const today = romeDay();

    it('enters a chosen volunteer today by default, then shows the register as the server has it', async () => {
      const user = userEvent.setup();
      const state = {
        data: registerScreenData({
          candidates: [
            candidate(60, 'Anna', 'Neri'),
            candidate(61, 'Bruno', 'Sala', ['FISCAL_CODE']),
          ],
        }),
      };
      const anna = registerEntry(1, {
        userId: 60,
        name: 'Anna',
        surname: 'Neri',
        startDate: today,
      });
      const added = jest.fn();
      renderRegister([
        screenMock(state),
        {
          request: {
            query: AddRegisterEntryDocument,
            variables: {
              input: { associationId: 2, userId: 60, section: 'OCCASIONAL', startDate: today },
            },
          },
          result: () => {
            added();
            state.data = registerScreenData({
              entries: [anna],
              candidates: [candidate(61, 'Bruno', 'Sala', ['FISCAL_CODE'])],
            });
            return { data: { addRegisterEntry: anna } };
          },
        },
      ]);
      await user.click(await screen.findByRole('button', { name: 'Iscrivi volontario' }));
      const dialog = await screen.findByRole('dialog', {
        name: 'Iscrivi un volontario nel registro',
      });
      const who = within(dialog).getByLabelText('Volontario');
      expect(
        within(who)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual([
        'Scegli tra i volontari accettati',
        'Anna Neri',
        'Bruno Sala (mancano: codice fiscale)',
      ]);
      const start = within(dialog).getByLabelText("Data d'iscrizione");
      expect(start).toHaveValue(today);
      expect(start).toHaveAttribute('max', today);

      // nobody chosen: the form says so and asks nothing
      await user.click(within(dialog).getByRole('button', { name: 'Iscrivi nel registro' }));
      expect(await within(dialog).findByText('Scegli chi iscrivere')).toBeInTheDocument();

      await user.selectOptions(who, '60');
      await user.selectOptions(within(dialog).getByLabelText('Sezione'), 'OCCASIONAL');
      await user.click(within(dialog).getByRole('button', { name: 'Iscrivi nel registro' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(added).toHaveBeenCalledTimes(1);
      expect(screen.getByText('Anna Neri è ora nel registro dei volontari')).toBeInTheDocument();
      expect(await screen.findByRole('listitem', { name: 'Anna Neri' })).toBeInTheDocument();
    });

    it('names the missing data, and that the person was asked to complete it', async () => {
      const user = userEvent.setup();
      renderRegister([
        screenMock({
          data: registerScreenData({
            candidates: [candidate(61, 'Bruno', 'Sala', ['FISCAL_CODE', 'RESIDENCE'])],
          }),
        }),
        {
          request: {
            query: AddRegisterEntryDocument,
            variables: {
              input: { associationId: 2, userId: 61, section: 'REGULAR', startDate: today },
            },
          },
          result: badRequest(
            'Per il registro dei volontari mancano: codice fiscale, residenza. Abbiamo chiesto alla persona di completare il profilo.',
            'register.missing_data',
            {
              field: 'fiscalCode',
              params: { missing: 'codice fiscale, residenza', fields: ['fiscalCode', 'residence'] },
            },
          ),
        },
      ]);
      await user.click(await screen.findByRole('button', { name: 'Iscrivi volontario' }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent(
        'A chi non ha completato il profilo chiediamo noi, con una notifica, di aggiungere i dati mancanti.',
      );
      await user.selectOptions(within(dialog).getByLabelText('Volontario'), '61');
      await user.click(within(dialog).getByRole('button', { name: 'Iscrivi nel registro' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'Per il registro dei volontari mancano: codice fiscale, residenza. Abbiamo chiesto alla persona di completare il profilo.',
      );
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });

    it('enters from a signed paper form: its fields once ticked, checked by the shared rules, sent as paperForm', async () => {
      const user = userEvent.setup();
      const state = {
        data: registerScreenData({
          candidates: [candidate(61, 'Bruno', 'Sala', ['FISCAL_CODE', 'RESIDENCE'])],
        }),
      };
      const input = (fiscalCode: string) => ({
        associationId: 2,
        userId: 61,
        section: 'REGULAR',
        startDate: today,
        paperForm: {
          fiscalCode,
          birthPlace: 'Milano (MI)',
          residence: 'Via Larga 3, 20122 Milano',
          domicile: null,
        },
      });
      const bruno = registerEntry(1, {
        userId: 61,
        name: 'Bruno',
        surname: 'Sala',
        fiscalCode: 'SLABRN80A01F205X',
        birthPlace: 'Milano (MI)',
        residence: 'Via Larga 3, 20122 Milano',
        startDate: today,
        source: 'PAPER_FORM',
      });
      const added = jest.fn();
      renderRegister([
        screenMock(state),
        {
          // a code of another birth date: refused by the server, under the field
          request: {
            query: AddRegisterEntryDocument,
            variables: { input: input('SLABRN81A01F205Y') },
          },
          result: badRequest(
            'Il codice fiscale non corrisponde alla data di nascita',
            'validation.fiscal_code_birth_date',
            { field: 'fiscalCode' },
          ),
        },
        {
          request: {
            query: AddRegisterEntryDocument,
            variables: { input: input('SLABRN80A01F205X') },
          },
          result: () => {
            added();
            state.data = registerScreenData({ entries: [bruno] });
            return { data: { addRegisterEntry: bruno } };
          },
        },
      ]);
      await user.click(await screen.findByRole('button', { name: 'Iscrivi volontario' }));
      const dialog = await screen.findByRole('dialog');
      const paper = within(dialog).getByRole('checkbox', {
        name: 'Dati da un modulo cartaceo firmato',
      });
      expect(paper).not.toBeChecked();
      expect(within(dialog).queryByLabelText('Codice fiscale')).toBeNull();

      // from the keyboard: the choice follows the volunteer, Space ticks it
      await user.selectOptions(within(dialog).getByLabelText('Volontario'), '61');
      await user.tab();
      expect(paper).toHaveFocus();
      await user.keyboard(' ');
      expect(paper).toBeChecked();
      expect(dialog).toHaveTextContent(
        'La persona ha firmato su carta il modulo con questi dati: la voce li riporta al posto di quelli del profilo, che non cambia, e indica «Modulo cartaceo firmato».',
      );
      const code = within(dialog).getByLabelText('Codice fiscale');
      const birthPlace = within(dialog).getByLabelText('Luogo di nascita');
      const residence = within(dialog).getByLabelText('Residenza');
      const domicile = within(dialog).getByLabelText('Domicilio, se diverso dalla residenza');
      await user.tab();
      expect(code).toHaveFocus();

      // empty, or a code of the wrong shape: the shared rules' messages, under each field
      await user.type(code, 'SLABRN80');
      await user.click(within(dialog).getByRole('button', { name: 'Iscrivi nel registro' }));
      expect(code).toHaveAccessibleDescription(
        expect.stringContaining(
          'Codice fiscale non valido: controlla le 16 lettere e cifre e il carattere finale',
        ),
      );
      expect(birthPlace).toHaveAccessibleDescription(expect.stringContaining('Campo obbligatorio'));
      expect(residence).toHaveAccessibleDescription(expect.stringContaining('Campo obbligatorio'));
      expect(domicile).not.toHaveAttribute('aria-invalid');

      await user.clear(code);
      await user.type(code, 'sla brn 81a01 f205y');
      await user.type(birthPlace, 'Milano (MI)');
      await user.type(residence, '  Via Larga 3, 20122 Milano ');
      await user.click(within(dialog).getByRole('button', { name: 'Iscrivi nel registro' }));
      await waitFor(() =>
        expect(code).toHaveAccessibleDescription(
          expect.stringContaining('Il codice fiscale non corrisponde alla data di nascita'),
        ),
      );
      expect(added).not.toHaveBeenCalled();

      await user.clear(code);
      await user.type(code, 'slabrn80a01f205x');
      await user.click(within(dialog).getByRole('button', { name: 'Iscrivi nel registro' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(added).toHaveBeenCalledTimes(1);
      const line = await screen.findByRole('listitem', { name: 'Bruno Sala' });
      expect(fact(line, 'Dati da')).toBe('modulo cartaceo firmato');
    });

    it('refuses a start date in the future before asking', async () => {
      const user = userEvent.setup();
      renderRegister([
        screenMock({ data: registerScreenData({ candidates: [candidate(60, 'Anna', 'Neri')] }) }),
      ]);
      await user.click(await screen.findByRole('button', { name: 'Iscrivi volontario' }));
      const dialog = await screen.findByRole('dialog');
      await user.selectOptions(within(dialog).getByLabelText('Volontario'), '60');
      const start = within(dialog).getByLabelText("Data d'iscrizione");
      await user.clear(start);
      await user.type(start, '2999-01-01');
      await user.click(within(dialog).getByRole('button', { name: 'Iscrivi nel registro' }));
      expect(
        await within(dialog).findByText('La data non può essere nel futuro'),
      ).toBeInTheDocument();
    });

    it('with nobody to enter, says so', async () => {
      const user = userEvent.setup();
      renderRegister([screenMock({ data: registerScreenData() })]);
      await user.click(await screen.findByRole('button', { name: 'Iscrivi volontario' }));
      expect(await screen.findByRole('dialog')).toHaveTextContent(
        'Tutti i volontari accettati sono già nel registro.',
      );
    });
  });

  it('"Cancella dal registro" asks for the end date and a confirmation', async () => {
    const user = userEvent.setup();
    const today = romeDay();
    const state = { data: registerScreenData({ entries: [lucia] }) };
    const end = registerEntry(4, {
      ...lucia,
      id: 4,
      sequence: 4,
      kind: 'END',
      corrects: 2,
      endDate: today,
    });
    renderRegister([
      screenMock(state),
      {
        request: {
          query: EndRegisterEntryDocument,
          variables: { input: { associationId: 2, entryId: 2, endDate: today } },
        },
        result: () => {
          state.data = registerScreenData({ entries: [{ ...lucia, supersededBy: 4 }, end] });
          return { data: { endRegisterEntry: end } };
        },
      },
    ]);
    await user.click(
      await screen.findByRole('button', { name: 'Cancella dal registro: Lucia Bianchi' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Cancellare Lucia Bianchi dal registro?',
    });
    expect(dialog).toHaveAccessibleDescription(/non si può annullare/);
    const date = within(dialog).getByLabelText('Data di cancellazione');
    expect(date).toHaveValue(today);
    expect(date).toHaveAttribute('min', '2026-04-01');

    // before the start: refused here (the server refuses it too)
    await user.clear(date);
    await user.type(date, '2026-03-01');
    await user.click(within(dialog).getByRole('button', { name: 'Cancella dal registro' }));
    expect(
      await within(dialog).findByText(
        "La data di cancellazione non può precedere quella d'iscrizione",
      ),
    ).toBeInTheDocument();

    await user.clear(date);
    await user.type(date, today);
    await user.click(within(dialog).getByRole('button', { name: 'Cancella dal registro' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Cancellazione registrata: Lucia Bianchi')).toBeInTheDocument();
    const line = await screen.findByRole('listitem', { name: 'Lucia Bianchi' });
    expect(await within(line).findByText(/^Fino al /)).toBeInTheDocument();
  });

  it('"Correggi" sends only what changed, as a new entry; nothing changed is said', async () => {
    const user = userEvent.setup();
    const state = { data: registerScreenData({ entries: [lucia] }) };
    const corrected = registerEntry(5, {
      ...lucia,
      id: 5,
      sequence: 5,
      kind: 'CORRECTION',
      corrects: 2,
      residence: 'Via Garibaldi 3, Milano',
      section: 'REGULAR',
    });
    const sent = jest.fn();
    renderRegister([
      screenMock(state),
      {
        request: {
          query: CorrectRegisterEntryDocument,
          variables: {
            input: {
              associationId: 2,
              entryId: 2,
              residence: 'Via Garibaldi 3, Milano',
              section: 'REGULAR',
            },
          },
        },
        result: () => {
          sent();
          state.data = registerScreenData({ entries: [{ ...lucia, supersededBy: 5 }, corrected] });
          return { data: { correctRegisterEntry: corrected } };
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Correggi: Lucia Bianchi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rettifica della voce n. 2' });
    expect(dialog).toHaveAccessibleDescription(/la voce attuale resta leggibile/);
    expect(within(dialog).getByLabelText('Codice fiscale')).toHaveValue('BNCLCU90E60F205Z');
    expect(within(dialog).queryByLabelText('Data di cancellazione')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Registra la rettifica' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Indica almeno un dato da rettificare',
    );

    const residence = within(dialog).getByLabelText('Residenza');
    await user.clear(residence);
    await user.type(residence, 'Via Garibaldi 3, Milano');
    await user.selectOptions(within(dialog).getByLabelText('Sezione'), 'REGULAR');
    await user.click(within(dialog).getByRole('button', { name: 'Registra la rettifica' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toHaveBeenCalledTimes(1);
    const regular = await screen.findByRole('region', { name: 'Volontari non occasionali' });
    const line = await within(regular).findByRole('listitem', { name: 'Lucia Bianchi' });
    expect(fact(line, 'Residenza')).toBe('Via Garibaldi 3, Milano');
    expect(within(line).getByText('1 voce precedente')).toBeInTheDocument();
  });

  // issue 31: the register follows the person
  it('a correction proposed from a changed profile opens filled in; the register changes only once it is recorded', async () => {
    const user = userEvent.setup();
    const paper = { ...lucia, source: 'PAPER_FORM' as const };
    const proposal = {
      __typename: 'RegisterCorrectionProposal' as const,
      entryId: 2,
      userId: 50,
      name: 'Lucia',
      surname: 'Bianchi',
      fields: ['RESIDENCE' as const, 'DOMICILE' as const],
      fiscalCode: null,
      birthPlace: null,
      residence: 'Via Nuova 2, Pavia',
      domicile: 'Via Po 3, Torino',
    };
    const state = { data: registerScreenData({ entries: [paper], proposals: [proposal] }) };
    const corrected = registerEntry(5, {
      ...paper,
      id: 5,
      sequence: 5,
      kind: 'CORRECTION',
      corrects: 2,
      residence: 'Via Nuova 2, Pavia',
      domicile: 'Via Po 3, Torino',
    });
    renderRegister([
      screenMock(state),
      {
        request: {
          query: CorrectRegisterEntryDocument,
          variables: {
            input: {
              associationId: 2,
              entryId: 2,
              residence: 'Via Nuova 2, Pavia',
              domicile: 'Via Po 3, Torino',
            },
          },
        },
        result: () => {
          state.data = registerScreenData({ entries: [{ ...paper, supersededBy: 5 }, corrected] });
          return { data: { correctRegisterEntry: corrected } };
        },
      },
    ]);
    const part = await screen.findByRole('region', { name: 'Rettifiche da registrare' });
    expect(
      within(part).getByText('Lucia Bianchi ha cambiato: residenza, domicilio'),
    ).toBeInTheDocument();
    // where the entry's data came from is said on its line
    const line = within(screen.getByRole('region', { name: 'Volontari occasionali' })).getByRole(
      'listitem',
      { name: 'Lucia Bianchi' },
    );
    expect(fact(line, 'Dati da')).toBe('modulo cartaceo firmato');

    await user.click(
      within(part).getByRole('button', { name: 'Registra la rettifica di Lucia Bianchi' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Rettifica della voce n. 2' });
    expect(within(dialog).getByLabelText('Residenza')).toHaveValue('Via Nuova 2, Pavia');
    expect(within(dialog).getByLabelText(/^Domicilio/)).toHaveValue('Via Po 3, Torino');
    expect(within(dialog).getByLabelText('Codice fiscale')).toHaveValue('BNCLCU90E60F205Z');
    await user.click(within(dialog).getByRole('button', { name: 'Registra la rettifica' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Rettifiche da registrare' })).toBeNull(),
    );
  });

  it('downloads the register as PDF and CSV with the bearer token', async () => {
    const user = userEvent.setup();
    const saved = captureDownloads();
    const fetchMock = mockFetch().mockImplementation(
      async (path) =>
        new Response(String(path).includes('pdf') ? '%PDF-1.7' : '\ufeffVoce n.;Tipo\r\n', {
          status: 200,
          headers: {
            'Content-Disposition': `attachment; filename="registro-volontari.${String(path).includes('pdf') ? 'pdf' : 'csv'}"`,
          },
        }),
    );
    renderRegister([screenMock({ data: registerScreenData({ entries: [lucia] }) })]);
    await user.click(await screen.findByRole('button', { name: 'Scarica PDF' }));
    await user.click(screen.getByRole('button', { name: 'Scarica CSV' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual([
      '/api/association/2/register?format=pdf',
      '/api/association/2/register?format=csv',
    ]);
    expect(
      fetchMock.mock.calls.map(
        ([, init]) => (init?.headers as Record<string, string>).Authorization,
      ),
    ).toEqual(['Bearer token-1', 'Bearer token-1']);
    expect(saved.map((s) => s.filename)).toEqual([
      'registro-volontari.pdf',
      'registro-volontari.csv',
    ]);
  });

  it('"Assicurati al <day>" lists who is covered on the day chosen and downloads that list as CSV and PDF', async () => {
    const user = userEvent.setup();
    const saved = captureDownloads();
    const fetchMock = mockFetch().mockImplementation(
      async (path) =>
        new Response('\ufeffVoce n.;Cognome;Nome\r\n2;Bianchi;Lucia\r\n', {
          status: 200,
          headers: {
            'Content-Disposition': `attachment; filename="assicurati-2026-04-02.${String(path).slice(-3)}"`,
          },
        }),
    );
    renderRegister([
      screenMock({ data: registerScreenData({ entries: [mario, lucia, marioCorrected] }) }),
      {
        request: {
          query: InsuredVolunteersDocument,
          variables: { associationId: 2, date: '2026-04-02' },
        },
        result: { data: { insuredVolunteers: [lucia] } },
      },
      {
        request: {
          query: InsuredVolunteersDocument,
          variables: { associationId: 2, date: '2026-01-01' },
        },
        result: { data: { insuredVolunteers: [] } },
      },
    ]);
    // the heading names a real day (issue 31: not a literal "…"): today until one is shown
    const part = await screen.findByRole('region', {
      name: `Assicurati al ${formatIsoDate(romeDay())}`,
    });
    expect(part).toHaveTextContent(
      "dalle 24:00 del giorno d'iscrizione alle 24:00 del giorno di cancellazione",
    );
    const day = within(part).getByLabelText('Assicurati al');
    expect(day).toHaveValue(romeDay());
    await user.clear(day);
    await user.type(day, '2026-04-02');
    await user.click(within(part).getByRole('button', { name: 'Mostra' }));
    expect(await within(part).findByText('1 persona assicurata il 02/04/2026')).toBeInTheDocument();
    expect(part).toHaveTextContent('Lucia Bianchi · BNCLCU90E60F205Z');
    expect(part).toHaveTextContent('Volontari occasionali · dal 01/04/2026');

    await user.click(within(part).getByRole('button', { name: 'Scarica CSV degli assicurati' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(fetchMock.mock.calls[0][0]).toBe(
      '/api/association/2/register/insured?date=2026-04-02&format=csv',
    );
    expect(saved[0].filename).toBe('assicurati-2026-04-02.csv');
    expect(part).toHaveAccessibleName('Assicurati al 02/04/2026');

    await user.click(within(part).getByRole('button', { name: 'Scarica PDF degli assicurati' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(fetchMock.mock.calls[1][0]).toBe(
      '/api/association/2/register/insured?date=2026-04-02&format=pdf',
    );
    expect(saved[1].filename).toBe('assicurati-2026-04-02.pdf');

    await user.clear(day);
    await user.type(day, '2026-01-01');
    await user.click(within(part).getByRole('button', { name: 'Mostra' }));
    expect(
      await within(part).findByText('Nessuna persona assicurata il 01/01/2026.'),
    ).toBeInTheDocument();
  });

  it('an insured list on screen is asked again after a write', async () => {
    const user = userEvent.setup();
    const today = romeDay();
    const state = {
      data: registerScreenData({ entries: [lucia], candidates: [candidate(60, 'Anna', 'Neri')] }),
    };
    const anna = registerEntry(6, { userId: 60, name: 'Anna', surname: 'Neri', startDate: today });
    let insured = [lucia];
    const askedInsured = jest.fn();
    renderRegister([
      screenMock(state),
      {
        request: {
          query: InsuredVolunteersDocument,
          variables: { associationId: 2, date: '2030-01-01' },
        },
        result: () => {
          askedInsured();
          return { data: { insuredVolunteers: insured } };
        },
        maxUsageCount: FOREVER,
      },
      {
        request: {
          query: AddRegisterEntryDocument,
          variables: {
            input: { associationId: 2, userId: 60, section: 'REGULAR', startDate: today },
          },
        },
        result: () => {
          state.data = registerScreenData({ entries: [lucia, anna] });
          insured = [lucia, anna];
          return { data: { addRegisterEntry: anna } };
        },
      },
    ]);
    const part = await screen.findByRole('region', { name: /^Assicurati al \d{2}\/\d{2}\/\d{4}$/ });
    const day = within(part).getByLabelText('Assicurati al');
    await user.clear(day);
    await user.type(day, '2030-01-01');
    await user.click(within(part).getByRole('button', { name: 'Mostra' }));
    expect(await within(part).findByText('1 persona assicurata il 01/01/2030')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Iscrivi volontario' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Volontario'), '60');
    await user.click(within(dialog).getByRole('button', { name: 'Iscrivi nel registro' }));
    expect(await within(part).findByText('2 persone assicurate il 01/01/2030')).toBeInTheDocument();
    expect(askedInsured).toHaveBeenCalledTimes(2);
  });

  it("leads to the association's data when its codice fiscale is missing, and only then", async () => {
    const user = userEvent.setup();
    const missing = renderRegister([
      screenMock({ data: registerScreenData({ fiscalCode: null }) }, []),
    ]);
    const link = await screen.findByRole('link', { name: "Aggiungilo nei dati dell'associazione" });
    expect(
      screen.getByText(/Il codice fiscale dell'associazione non è indicato/),
    ).toBeInTheDocument();
    await user.click(link);
    expect(await screen.findByText('Modifica associazione')).toBeInTheDocument();
    expect(missing.router.state.location.pathname).toBe('/dashboard/2/edit-association');
    missing.unmount();

    renderRegister([screenMock({ data: registerScreenData() }, [])]);
    await screen.findByRole('heading', { level: 1 });
    expect(
      screen.queryByText(/Il codice fiscale dell'associazione non è indicato/),
    ).not.toBeInTheDocument();
  });
});
