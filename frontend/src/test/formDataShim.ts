/**
 * React 19 reads a submitted form into a FormData when its submit starts a transition (a form
 * that navigates at once, as the hours' period does); this environment's FormData is Node's
 * (jest.environment.cjs), which takes no jsdom form. A test of such a form stands this one in
 * for it while it runs: nothing reads that data.
 */
export function withFormDataOfAnyForm(): void {
  const NodeFormData = globalThis.FormData;
  class FormDataOfAnyForm extends NodeFormData {
    constructor() {
      super();
    }
  }
  beforeAll(() => {
    globalThis.FormData = FormDataOfAnyForm;
  });
  afterAll(() => {
    globalThis.FormData = NodeFormData;
  });
}
