/** The interface of the external project tool ("backstage") adapters. */
export interface ProjectToolDonor {
  id: number;
  reference_number: string | null;
  state: string;
  name: string;
  amount: number | null;
  period: string;
  start_date: string | null;
  recruiter_employee_code: string | null;
  recruited_date: string | null;
}

export interface ProjectToolAnswer {
  accepted: number;
  rejected: number;
  messages: string[];
}

export interface ProjectToolProvider {
  readonly name: string;
  /** Sends one page of donors of one project (the campaign's backstage_reference). */
  send(project: string | null, donors: readonly ProjectToolDonor[]): Promise<ProjectToolAnswer>;
}
