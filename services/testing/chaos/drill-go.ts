/** The line on a drill services process's stdin that tells it to start (drill-services.ts). */
export const GO_LINE = "start";
