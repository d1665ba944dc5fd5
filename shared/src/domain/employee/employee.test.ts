import { describe, expect, it } from 'vitest';
import {
  createApplicantFormSchema,
  createEmployeeFormSchema,
  createEmployeePayloadSchema,
  employeeSchema,
  type Employee,
  type EmployeeFormValues,
} from './employee';
import { employeeToFormValues, employeeToPayload } from './employee-mappers';
import { NOW, errorsOf } from '../common/test-helpers';

const employeeForm = createEmployeeFormSchema({ now: NOW });
const applicantForm = createApplicantFormSchema({ now: NOW });
const payloadSchema = createEmployeePayloadSchema({ now: NOW });

function validEmployee(overrides: Partial<EmployeeFormValues> = {}): EmployeeFormValues {
  return {
    ...employeeToFormValues(),
    employee_status: 'Active',
    firstname: 'Jan',
    surname: 'Jansen',
    email: 'jan@voorbeeld.nl',
    postal_code: '1234AB',
    house_number: '12',
    street: 'Dorpsstraat',
    ...overrides,
  };
}

describe('employee form', () => {
  it('accepts a complete employee', () => {
    expect(errorsOf(employeeForm, validEmployee())).toEqual({});
  });

  it('requires firstname, surname, postal code, email, house number and street', () => {
    const empty = { ...employeeToFormValues(), employee_status: 'Active' as const };
    expect(errorsOf(employeeForm, empty)).toEqual({
      firstname: 'Vereist veld',
      surname: 'Vereist veld',
      postal_code: 'Vereist veld',
      email: 'Vereist veld',
      house_number: 'Vereist veld',
      street: 'Vereist veld',
    });
  });

  it('requires mobile when the status is New, only then', () => {
    expect(errorsOf(employeeForm, validEmployee({ employee_status: 'New' }))).toEqual({
      mobile: 'Vereist veld',
    });
    expect(
      errorsOf(employeeForm, validEmployee({ employee_status: 'New', mobile: '0612345678' })),
    ).toEqual({});
    expect(errorsOf(employeeForm, validEmployee({ employee_status: 'Pause' }))).toEqual({});
  });

  it('checks formats and the minimum age of 14', () => {
    const errors = errorsOf(
      employeeForm,
      validEmployee({
        employee_code: '12345',
        bsn: '123456789',
        iban: 'NL00ABNA0000000000',
        phone: '0612',
        second_email: 'jan@',
        birth_date: '22/11/2012',
        initials: 'J1',
        house_number: '12a',
        country: 'NLD',
        recruited_by_alternative: 'jan@x',
        start_date: '2026-01-01',
      }),
    );
    expect(errors).toEqual({
      employee_code: 'Incorrect formaat',
      bsn: 'Incorrect formaat',
      iban: 'Incorrect formaat',
      phone: 'Ongeldig formaat',
      second_email: 'Incorrect formaat',
      birth_date: 'Leeftijd is te laag',
      initials: 'Incorrect formaat',
      house_number: 'Incorrect formaat',
      country: 'Incorrect formaat',
      recruited_by_alternative: 'Incorrect formaat',
      start_date: 'Incorrect formaat',
    });
    expect(errorsOf(employeeForm, validEmployee({ birth_date: '21/11/2012' }))).toEqual({});
  });

  it('refuses workdays outside 1 to 6', () => {
    expect(errorsOf(employeeForm, validEmployee({ number_of_workdays: 7 }))).toEqual({
      number_of_workdays: 'Maximaal 6',
    });
    expect(errorsOf(employeeForm, validEmployee({ number_of_workdays: 0 }))).toEqual({
      number_of_workdays: 'Minimaal 1',
    });
  });
});

describe('applicant form', () => {
  it('requires hq, mobile and email (and not the employee fields)', () => {
    expect(errorsOf(applicantForm, employeeToFormValues())).toEqual({
      hq: 'Vereist veld',
      mobile: 'Vereist veld',
      email: 'Vereist veld',
    });
    expect(
      errorsOf(applicantForm, {
        ...employeeToFormValues(),
        hq: 'Breda',
        mobile: '06 12345678',
        email: 'a@b.nl',
      }),
    ).toEqual({});
  });
});

describe('employee payload', () => {
  it('is wrapped under "employee" and in transport formats', () => {
    const payload = employeeToPayload(
      validEmployee({
        firstname: 'jan',
        surname_prefix: 'Van Der',
        initials: 'j.p.',
        mobile: '06 1234 5678',
        iban: 'nl91 abna 0417 1643 00',
        postal_code: '1234 ab',
        birth_date: '31/12/1990',
        email: 'Jan@Voorbeeld.NL',
        comment: '  ',
      }),
    );
    expect(payload.employee).toMatchObject({
      firstname: 'Jan',
      surname_prefix: 'van der',
      initials: 'J.P.',
      mobile: '0612345678',
      iban: 'NL91ABNA0417164300',
      postal_code: '1234AB',
      birth_date: '1990-12-31',
      email: 'jan@voorbeeld.nl',
      comment: null,
      country: 'NL',
    });
    expect(payloadSchema.safeParse(payload).success).toBe(true);
  });

  it('applies the employee rules to employee states and the lighter applicant rules to applicant states', () => {
    const base = employeeToPayload(validEmployee()).employee;
    const withoutAddress = { ...base, street: null, house_number: null, postal_code: null };
    expect(
      errorsOf(payloadSchema, { employee: { ...withoutAddress, employee_status: 'Active' } }),
    ).toEqual({
      'employee.postal_code': 'Vereist veld',
      'employee.house_number': 'Vereist veld',
      'employee.street': 'Vereist veld',
    });
    expect(
      errorsOf(payloadSchema, {
        employee: { ...withoutAddress, employee_status: 'Trial planned' },
      }),
    ).toEqual({});
    expect(
      errorsOf(payloadSchema, { employee: { ...withoutAddress, employee_status: 'New' } }),
    ).toEqual({
      'employee.mobile': 'Vereist veld',
    });
    expect(
      errorsOf(payloadSchema, {
        employee: { ...base, employee_status: 'New', email: null, mobile: '0612345678' },
      }),
    ).toEqual({
      'employee.email': 'Vereist veld',
    });
  });

  it('follows the deployment variant: Pause is an applicant state in the variant', () => {
    const variant = createEmployeePayloadSchema({ now: NOW, variant: 'variant' });
    const body = {
      ...employeeToPayload(validEmployee()).employee,
      street: null,
      employee_status: 'Pause',
    };
    expect(errorsOf(payloadSchema, { employee: body })).toEqual({
      'employee.street': 'Vereist veld',
    });
    expect(errorsOf(variant, { employee: body })).toEqual({});
  });

  it('checks dates in ISO form and the age against now', () => {
    const body = employeeToPayload(validEmployee()).employee;
    expect(errorsOf(payloadSchema, { employee: { ...body, birth_date: '31/12/1990' } })).toEqual({
      'employee.birth_date': 'Incorrect formaat',
    });
    expect(errorsOf(payloadSchema, { employee: { ...body, birth_date: '2012-11-22' } })).toEqual({
      'employee.birth_date': 'Leeftijd is te laag',
    });
  });

  it('normalizes IBAN, phone and postcode the api receives unformatted', () => {
    const body = {
      ...employeeToPayload(validEmployee()).employee,
      iban: 'nl91 abna 0417 1643 00',
      mobile: '06 1234 5678',
    };
    const parsed = payloadSchema.parse({ employee: body });
    expect(parsed.employee.iban).toBe('NL91ABNA0417164300');
    expect(parsed.employee.mobile).toBe('0612345678');
  });
});

describe('employee mappers', () => {
  it('gives a new employee the defaults of spec §3 and §4', () => {
    expect(employeeToFormValues()).toMatchObject({
      employee_status: 'New',
      sex: 'O',
      function: 'Trainee',
      country: 'NL',
      record_status: 'Open',
      driving_license: [],
    });
  });

  it('round-trips an entity through the form and back', () => {
    const entity: Employee = employeeSchema.parse({
      ...employeeToPayload(validEmployee({ birth_date: '01/02/1990', mobile: '0612345678' }))
        .employee,
      uuid: '8f0e7c1e-3f5a-4c59-9d55-1a1e1b2c3d4e',
      roles: ['ROLE_EMPLOYEE'],
      open_date: null,
      person_creation_date: '2026-01-01T10:00:00+01:00',
    });
    const values = employeeToFormValues(entity);
    expect(values.birth_date).toBe('01/02/1990');
    const back = employeeToPayload(values).employee;
    for (const [key, value] of Object.entries(back)) {
      expect(entity[key as keyof Employee], key).toEqual(value);
    }
  });
});
