import { useFormik, type FormikErrors, type FormikProps, type FormikTouched } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { showToast } from '../../app/clientState';
import { serverFormError } from '../../app/serverErrors';

/** Where a server error belongs: the form field and the step that edits it. */
export interface WizardPlace<Values, Step> {
  step: Step;
  field: keyof Values & string;
}

export interface WizardConfig<Values extends object, Step extends string> {
  initialValues: Values;
  /** The steps for these values (the registration's depend on the chosen path) */
  stepsOf: (values: Values) => readonly Step[];
  /** Fields each step owns: touched together when Next is pressed */
  stepFields: Record<Step, readonly (keyof Values & string)[]>;
  /** Validation of one step with the shared rules; messages already in Italian */
  validateStep: (step: Step, values: Values) => FormikErrors<Values>;
  /**
   * False while the steps ahead are not known yet (registration before a path is chosen): the
   * last step shown then still leads on rather than sending.
   */
  stepsKnown?: (values: Values) => boolean;
  /**
   * A check with the server before leaving a step (the activation code: issue 18), after the
   * step's own rules pass; errors it answers keep the wizard on the step.
   */
  checkStep?: (step: Step, values: Values) => Promise<FormikErrors<Values>>;
  /** Sends the whole form; a refusal is shown on its step, or toasted */
  submit: (values: Values) => Promise<void>;
  placeOf: (
    serverField: string | undefined,
    values: Values,
  ) => WizardPlace<Values, Step> | undefined;
}

export interface Wizard<Values extends object, Step extends string> {
  formik: FormikProps<Values>;
  step: Step;
  /** 0-based position of the step */
  index: number;
  isLast: boolean;
  /** True while `checkStep` asks the server */
  busy: boolean;
  /** Touches and checks the step's fields; then the next step, or the submit on the last */
  next: () => Promise<void>;
  goTo: (index: number) => void;
  /** The step title: focus moves there on every step change */
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}

/**
 * A multi-step form on formik (registration, create association): one step's rules at a time,
 * Next touches that step's fields, a server refusal goes back to the step of its field.
 */
export function useWizard<Values extends object, Step extends string>(
  config: WizardConfig<Values, Step>,
): Wizard<Values, Step> {
  const [index, setIndex] = useState(0);
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const movedRef = useRef(false);

  const stepAt = (values: Values): Step => {
    const steps = config.stepsOf(values);
    return steps[Math.min(index, steps.length - 1)];
  };

  const formik = useFormik<Values>({
    initialValues: config.initialValues,
    validate: (values) => config.validateStep(stepAt(values), values),
    onSubmit: async (values, helpers) => {
      try {
        await config.submit(values);
      } catch (error) {
        const formError = serverFormError(error);
        if (!formError) return;
        const place = config.placeOf(formError.field, values);
        if (place) {
          goTo(config.stepsOf(values).indexOf(place.step));
          // no validation asked for, so the promise only says the touch is stored
          void helpers.setFieldTouched(place.field, true, false);
          helpers.setFieldError(place.field, formError.text);
        } else {
          showToast(formError.text, 'error');
        }
      }
    },
  });

  const steps = config.stepsOf(formik.values);
  const step = stepAt(formik.values);
  const isLast = (config.stepsKnown?.(formik.values) ?? true) && index === steps.length - 1;

  // Focus follows the step title so keyboard and screen reader users know where they are.
  useEffect(() => {
    if (movedRef.current) headingRef.current?.focus();
  }, [index]);

  function goTo(nextIndex: number) {
    movedRef.current = true;
    formik.setErrors({});
    setIndex(Math.max(0, nextIndex));
  }

  const next = async () => {
    const touched: FormikTouched<Values> = { ...formik.touched };
    for (const field of config.stepFields[step]) touched[field] = true as never;
    await formik.setTouched(touched, false);
    const errors = config.validateStep(step, formik.values);
    formik.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    if (config.checkStep) {
      setBusy(true);
      const checked = await config.checkStep(step, formik.values).finally(() => setBusy(false));
      if (Object.keys(checked).length > 0) {
        formik.setErrors(checked);
        return;
      }
    }
    if (isLast) await formik.submitForm();
    else goTo(index + 1);
  };

  return { formik, step, index, isLast, busy, next, goTo, headingRef };
}
