/**
 * Schedules as the REST API gives them (docs/rest-api.md, Schedules).
 */
export type Session = {
	start_time: string;
	end_time: string;
	title: string;
	objective: string;
	speakers: number[];
	location: string;
};

export type Schedule = {
	id: number;
	program_title: string;
	/** Y-m-d. */
	date: string;
	sessions: Session[];
};
